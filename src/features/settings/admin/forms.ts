import type { Settings, SectionName } from '../sections/index.ts';
import { MAX_CONSTRUCTION_SLIDES, type ConstructionSlide } from '../sections/home.ts';
import type { Message } from './issues.ts';
import { flatten, unflatten, type Fields } from './paths.ts';

/** The settings screen's forms: one per section, the home section in two (video, carousel). */
export const formIds = [
  'identity',
  'founder',
  'about',
  'contacts',
  'payment',
  'tax',
  'fcra',
  'privacy',
  'place',
  'hero',
  'carousel',
] as const;
export type FormId = (typeof formIds)[number];
export const isFormId = (value: unknown): value is FormId => formIds.includes(value as FormId);

export const formSection: Record<FormId, SectionName> = {
  identity: 'identity',
  founder: 'founder',
  about: 'about',
  contacts: 'contacts',
  payment: 'payment',
  tax: 'tax',
  fcra: 'fcra',
  place: 'place',
  privacy: 'privacy',
  hero: 'home',
  carousel: 'home',
};

/** A picture input of a form: the field holding its current source, and the file chosen for it. */
export interface PictureInput {
  field: string;
  file?: File;
}

export interface ReadForm {
  /** The section's new values (pictures still as their current sources). */
  value: Record<string, unknown>;
  /** What the form shows if it comes back: the typed values, in the order they now have. */
  fields: Fields;
  pictures: PictureInput[];
  errors: Record<string, Message>;
  /** Where an issue of the schema is shown. */
  fieldOf(path: PropertyKey[]): string;
}

type Files = Record<string, File[]>;
const fileOf = (files: Files, field: string) => files[`${field}.file`]?.find((f) => f.size > 0);
const joined = (path: PropertyKey[]) => path.map(String).join('.');

function plain(fields: Fields, files: Files, current: unknown, pictures: string[] = []): ReadForm {
  return {
    value: unflatten(current, fields),
    fields,
    pictures: pictures.map((field) => ({ field, file: fileOf(files, field) })),
    errors: {},
    fieldOf: joined,
  };
}

// Paragraphs are typed as one text per language, a blank line between them.
const paragraphFields = ['familyHistory', 'spiritualJourney'] as const;
const splitParagraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function aboutFields(about: Settings['about']): Fields {
  const { familyHistory: _familyHistory, spiritualJourney: _spiritualJourney, ...rest } = about;
  const fields = flatten(rest);
  for (const name of paragraphFields) {
    fields[`${name}.en`] = about[name].map((p) => p.en).join('\n\n');
    fields[`${name}.te`] = about[name].map((p) => p.te).join('\n\n');
  }
  return fields;
}

function readAbout(fields: Fields, files: Files, current: Settings['about']): ReadForm {
  const { familyHistory: _familyHistory, spiritualJourney: _spiritualJourney, ...rest } = current;
  const form = plain(fields, files, rest, ['peetamImage', 'heroImage']);
  for (const name of paragraphFields) {
    const en = splitParagraphs(fields[`${name}.en`]);
    const te = splitParagraphs(fields[`${name}.te`]);
    if (te.length > en.length && en.length > 0) form.errors[`${name}.te`] = { key: 'settings.error.paragraphs' };
    form.value[name] = en.map((text, i) => ({ en: text, te: te[i] ?? '' }));
  }
  form.fieldOf = (path) =>
    paragraphFields.includes(path[0] as never) ? `${String(path[0])}.${path[2] === 'te' ? 'te' : 'en'}` : joined(path);
  return form;
}

const slideFields = (slide: ConstructionSlide, i: number): Fields => flatten(slide, `construction.${i}.`);

export function carouselFields(home: Settings['home']): Fields {
  const fields: Fields = { slides: String(home.construction.length) };
  home.construction.forEach((slide, i) => Object.assign(fields, slideFields(slide, i)));
  return fields;
}

interface TypedSlide {
  slide: ConstructionSlide;
  files: (File | undefined)[];
}

/**
 * The carousel as typed: slides marked 'remove' dropped, the filled-in new slide added at the
 * end, and the slide whose arrow was pressed moved. Every button of the form saves, so
 * reordering works without JavaScript.
 */
function readCarousel(fields: Fields, files: Files, current: Settings['home']): ReadForm {
  const count = Math.min(Math.max(Number(fields.slides) || 0, 0), MAX_CONSTRUCTION_SLIDES);
  const typed: TypedSlide[] = [];
  const errors: Record<string, Message> = {};
  for (let i = 0; i <= count; i++) {
    const at = (name: string) => (fields[`construction.${i}.${name}`] ?? '').trim();
    const photoFiles = [0, 1, 2, 3].map((j) => fileOf(files, `construction.${i}.photos.${j}`));
    const slide = {
      photos: [0, 1, 2, 3].map((j) => at(`photos.${j}`)) as ConstructionSlide['photos'],
      title: { en: at('title.en'), te: at('title.te') },
      description: { en: at('description.en'), te: at('description.te') },
    };
    const isNew = i === count;
    const touched =
      [slide.title.en, slide.title.te, slide.description.en, slide.description.te].some(Boolean) ||
      photoFiles.some(Boolean);
    if (isNew && !touched) continue;
    if (!isNew && fields[`construction.${i}.remove`] === 'on') continue;
    typed.push({ slide, files: photoFiles });
  }
  const move = /^(\d+):(up|down)$/.exec(fields.move ?? '');
  if (move) {
    const from = Number(move[1]);
    const to = move[2] === 'up' ? from - 1 : from + 1;
    if (typed[from] && typed[to]) [typed[from], typed[to]] = [typed[to]!, typed[from]!];
  }
  if (typed.length === 0) errors.slides = { key: 'settings.error.noSlides' };
  if (typed.length > MAX_CONSTRUCTION_SLIDES)
    errors.slides = { key: 'settings.error.tooManySlides', vars: { max: MAX_CONSTRUCTION_SLIDES } };
  const shown: Fields = { slides: String(typed.length) };
  typed.forEach(({ slide }, i) => Object.assign(shown, slideFields(slide, i)));
  return {
    value: { ...current, construction: typed.map((t) => t.slide) },
    fields: shown,
    pictures: typed.flatMap((t, i) => t.files.map((file, j) => ({ field: `construction.${i}.photos.${j}`, file }))),
    errors,
    fieldOf: (path) => (path.length === 1 && path[0] === 'construction' ? 'slides' : joined(path)),
  };
}

function readHero(fields: Fields, files: Files, current: Settings['home']): ReadForm {
  const value = { ...current, hero: { ...current.hero, poster: fields['hero.poster'] ?? '' } };
  if (fields['hero.removeVideo'] === 'on') Object.assign(value.hero, { videoMp4: '', videoWebm: '' });
  return {
    value,
    fields,
    pictures: [{ field: 'hero.poster', file: fileOf(files, 'hero.poster') }],
    errors: {},
    fieldOf: joined,
  };
}

/** What each form shows before anything is posted. */
export function fieldsOfForm(form: FormId, settings: Settings): Fields {
  switch (form) {
    case 'about':
      return aboutFields(settings.about);
    case 'hero':
      return { 'hero.poster': settings.home.hero.poster };
    case 'carousel':
      return carouselFields(settings.home);
    default:
      return flatten(settings[form]);
  }
}

/** A posted form read into the section's values. */
export function readForm(form: FormId, fields: Fields, files: Files, settings: Settings): ReadForm {
  switch (form) {
    case 'about':
      return readAbout(fields, files, settings.about);
    case 'hero':
      return readHero(fields, files, settings.home);
    case 'carousel':
      return readCarousel(fields, files, settings.home);
    case 'founder':
      return plain(fields, files, settings.founder, ['portrait']);
    default:
      return plain(fields, files, settings[form]);
  }
}
