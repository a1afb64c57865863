import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import { fieldMessages, type Message, type Translate } from '#src/server/validation/messages.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { deleteImages, imageView, storeImage, variantFromUrl, type StoredImage } from '#src/server/images/stored.ts';
import { ImageRejected, processImage, type ProcessedImage } from '#src/server/images/pipeline.ts';
import { imageMessages, imageVars, MAX_IMAGE_BYTES } from '#src/server/images/limits.ts';
import { loadPage, savePage } from '../service.ts';
import {
  editablePages,
  isPageName,
  isUploadedPicture,
  PAGE_REQUEST_LIMIT,
  pageHasPictures,
  PICTURE_PAGE_REQUEST_LIMIT,
  picturesOf,
  type PageName,
} from '../schema.ts';
import { readPageForm, type MovedItem } from './form.ts';
import { pickSection, sectionOf } from './sections.ts';

/** The hidden version field while a page shows its built-in texts. */
export const NO_ROW = 'none';

/** A page form that comes back: what was typed, a message by field, and the version to save over. */
export interface PageFormState {
  page: PageName;
  /** The texts as typed; null when the body could not be read (the form shows the stored texts). */
  texts: unknown;
  errors: Record<string, Message>;
  notice: Message;
  kind: 'error' | 'info';
  status: number;
  version: string;
  /** The language to preview the typed texts in, when a preview button was pressed. */
  preview?: 'en' | 'te';
  /** The section the form edits (the texts hold the whole page, the rest as stored). */
  section?: string;
  /** The item an arrow just moved, whose arrow takes the focus again. */
  movedTo?: MovedItem;
}

export type PagePost = { saved: PageName; section?: string } | { state: PageFormState };

const versionOf = (value: string | null) => value ?? NO_ROW;

/** Where an uploaded picture stands in the typed texts until it is stored: 'upload:<field>'. */
const UPLOAD = 'upload:';
/** Stands in for a picture about to be stored while the texts are checked. */
const PENDING = '/uploads/pending-1600.webp';

/** A file chosen for a picture, checked by the image pipeline; or the message why it cannot be used. */
async function checkUpload(file: File): Promise<{ ok: true; image: ProcessedImage } | { ok: false; message: Message }> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: { key: imageMessages.tooLarge, vars: imageVars } };
  try {
    return { ok: true, image: await processImage(new Uint8Array(await file.arrayBuffer())) };
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, message: { key: error.message, vars: imageVars } };
    throw error;
  }
}

/** Sets the picture at `path` ('services.2.picture') in the typed texts. */
function setPicture(texts: unknown, path: string, value: string) {
  const parts = path.split('.');
  let node = texts as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
  node[parts[parts.length - 1]!] = value;
}

/** What a refused form shows again: the texts as typed, the version to save over and its section. */
type Kept = Pick<PageFormState, 'page' | 'texts' | 'version' | 'section'>;
type Deps = { db: Kysely<Database>; storage: FileStorage };
/** The early answer to a form naming no page that can be edited: the page answers 404. */
const noSuchPage = { noSuchPage: true } as const;

/**
 * The /admin/pages POST, through pageForm: reads the page form, and then saves it, shows it
 * reordered, or shows a preview. Whatever comes back keeps what was typed; a save over a newer
 * one is a 409; a body that could not be read shows the stored texts. A picture file chosen for a
 * service or a cause goes through the image pipeline (the limits of every admin upload) and is
 * stored only when the save goes through.
 */
export async function postPageForm(
  context: { request: Request; locals: { t: Translate } },
  deps: Deps,
  actor: AuditActor,
  asked: { page: string | null; section?: string | null },
): Promise<PagePost> {
  const pageInQuery = asked.page;
  let kept: Kept | undefined;
  const result = await pageForm(context, {
    // The page's own schema checks the texts, once the work has read them for that page.
    schema: buttonOnly,
    invalid: 'pages.admin.fix',
    maxBytes: isPageName(pageInQuery) && pageHasPictures(pageInQuery) ? PICTURE_PAGE_REQUEST_LIMIT : PAGE_REQUEST_LIMIT,
    before: (fields): PagePost | typeof noSuchPage | undefined => (isPageName(fields.page) ? undefined : noSuchPage),
    keep: () => kept,
    act: (_input, fields, files) => readAndSave(fields, files, deps, actor, (k) => (kept = k)),
  });
  if (result.ok) {
    if ('noSuchPage' in result.value) throw new RequestError(404, 'pages.error.noSuchPage');
    return result.value;
  }
  const { notice, errors, status } = { ...result.messages, status: result.status };
  if (result.kept) return { state: { ...result.kept, errors, notice, kind: 'error', status } };
  if (!isPageName(pageInQuery)) throw new RequestError(status, notice.key, undefined, notice.vars);
  const current = await loadPage(deps.db, pageInQuery);
  const section = sectionOf(pageInQuery, asked.section);
  return {
    state: {
      page: pageInQuery,
      texts: null,
      errors: {},
      notice,
      kind: 'error',
      status,
      version: versionOf(current.version),
      section,
    },
  };
}

/** The page form's work: a refusal says why by field, after `note` has what the form shows again. */
async function readAndSave(
  sent: Record<string, unknown>,
  files: Record<string, File[]>,
  { db, storage }: Deps,
  actor: AuditActor,
  note: (kept: Kept) => void,
): Promise<PagePost> {
  let fields = sent;
  const page = fields.page as PageName;
  const version = typeof fields.version === 'string' ? fields.version : NO_ROW;
  // A chosen file takes its picture's place, so it follows its item through removals and moves.
  const chosen = new Map<string, File>();
  for (const [name, list] of Object.entries(files)) {
    const match = /^(.+\.picture)\.file$/.exec(name);
    const file = list.find((f) => f.size > 0);
    if (match && file && pageHasPictures(page)) {
      chosen.set(match[1]!, file);
      fields = { ...fields, [`${match[1]}.kept`]: fields[match[1]!], [match[1]!]: `${UPLOAD}${match[1]}` };
    }
  }
  const section = sectionOf(page, fields.section);
  const seed = editablePages[page].seed;
  const read = readPageForm(section ? pickSection(page, section, seed) : seed, fields);
  // A section's form holds only its own texts: the others are kept as stored.
  if (section) read.texts = { ...((await loadPage(db, page)).texts as object), ...(read.texts as object) };
  const kept: Kept = { page, texts: read.texts, version, section };
  note(kept);
  const uploads = picturesOf(read.texts).filter(([, v]) => v.startsWith(UPLOAD));
  const errors: Record<string, Message> = {};
  /** The typed texts with each chosen file's picture back to what was chosen in the list before. */
  const withoutUploads = () => {
    for (const [path, value] of uploads) {
      const field = value.slice(UPLOAD.length);
      const before = fields[`${field}.kept`];
      setPicture(read.texts, path, typeof before === 'string' ? before : '');
      // A browser cannot put a chosen file back into the form; say so by each accepted one.
      errors[path] ??= { key: 'pages.error.chooseAgain' };
    }
    return read.texts;
  };
  const shown = (notice: Message, extra: Partial<PageFormState>): PagePost => ({
    state: { ...kept, texts: withoutUploads(), errors, notice, kind: 'info', status: 200, ...extra },
  });
  const refuse = (key: string, status: number) => {
    withoutUploads();
    return new RequestError(status, key, errors);
  };
  if (read.moved) return shown({ key: 'pages.admin.moved' }, { movedTo: read.movedTo });

  const checked = new Map<string, ProcessedImage>();
  for (const [path, value] of uploads) {
    const result = await checkUpload(chosen.get(value.slice(UPLOAD.length))!);
    if (result.ok) checked.set(path, result.image);
    else errors[path] = result.message;
  }
  for (const [path] of uploads) setPicture(read.texts, path, PENDING);
  const parsed = editablePages[page].schema.safeParse(read.texts);
  if (!parsed.success) Object.assign(errors, { ...fieldMessages(parsed.error), ...errors });
  if (Object.keys(errors).length > 0) throw refuse('pages.admin.fix', 400);

  const action = fields.action;
  if (action === 'preview-en' || action === 'preview-te')
    return shown({ key: 'pages.admin.previewShown' }, { preview: action === 'preview-en' ? 'en' : 'te' });

  const before = await loadPage(db, page);
  const stored: StoredImage[] = [];
  try {
    for (const [path, image] of checked) {
      const saved = await storeImage(storage, 'pages', image);
      stored.push(saved);
      setPicture(read.texts, path, imageView(storage, saved).url);
    }
  } catch (error) {
    await deleteImages(storage, stored);
    throw error;
  }
  const newPictures = stored.map((image) => imageView(storage, image).url);
  const result = await savePage(db, page, {
    actor,
    texts: read.texts,
    expectedVersion: version === NO_ROW ? null : version,
    newPictures,
  });
  if (!result.ok) {
    await deleteImages(storage, stored);
    if (result.reason === 'conflict') {
      kept.version = versionOf(result.latest.version);
      throw refuse('pages.error.conflict', 409);
    }
    Object.assign(errors, fieldMessages(result.error));
    throw refuse('pages.admin.fix', 400);
  }
  await removeReplacedPictures(storage, before.texts, result.state.texts);
  return { saved: page, section };
}

/** The files of uploaded pictures a save no longer shows: nothing else refers to them. */
async function removeReplacedPictures(storage: FileStorage, before: unknown, after: unknown) {
  const kept = new Set(picturesOf(after).map(([, v]) => v));
  const gone = picturesOf(before)
    .map(([, v]) => v)
    .filter((v) => isUploadedPicture(v) && !kept.has(v))
    .flatMap((v) => {
      const named = variantFromUrl(storage, v);
      return named ? [{ key: named.key, width: named.width, height: 0 }] : [];
    });
  if (gone.length > 0) await deleteImages(storage, gone);
}
