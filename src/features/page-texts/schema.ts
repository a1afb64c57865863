import { z } from 'zod';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { sevaImages } from '#src/features/site/service.ts';
import { adhyatmikamText } from './content/adhyatmikam.ts';
import { ashramPujaText } from './content/ashramPuja.ts';
import { samajasevaText } from './content/samajaseva.ts';
import { donateText, donationCauses } from './content/donationCauses.ts';
import { bothOf } from './bilingual.ts';
import { policySchema, policySeeds } from './policy.ts';
import { isDonationType, seedTaxTerms } from '#src/features/donations/cause-tax.ts';
import { donationTypes } from '#src/features/donations/tables.ts';

/**
 * The pages staff edit in /admin/pages: each page's texts as one JSON document whose every text
 * is `{ en, te }` (Markdown; Telugu may be blank until it is written). The same schema checks
 * the admin form and PUT /api/pages/{page}; the seed is the built-in text, so a page nobody
 * has edited shows exactly what it showed before.
 */

/** Longest request a page save may send: the yearly schedule with both languages is about 15 KB. */
export const PAGE_REQUEST_LIMIT = 128 * 1024;

/** The pages whose items have pictures staff may upload: their form is sent as multipart. */
export const pageHasPictures = (page: string) => page === 'samajaseva' || page === 'donate';
/** A save of such a page may bring a few new pictures at once (each within the upload limit). */
export const PICTURE_PAGE_REQUEST_LIMIT = PAGE_REQUEST_LIMIT + 4 * MAX_SINGLE_UPLOAD_REQUEST;

/** A text in both languages; English is required, Telugu falls back to English while blank. */
export const bilingual = (max: number) =>
  z.object({
    en: z.string().trim().min(1, 'pages.error.englishRequired').max(max),
    te: z.string().trim().max(max).default(''),
  });

const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).min(1, 'pages.error.listEmpty').max(max);

const scheduleItem = z.object({ title: bilingual(200), text: bilingual(1000) });

export const pujaluSchema = z.object({
  intro: bilingual(2000),
  daily: z.object({ note: bilingual(1000), items: list(scheduleItem, 40) }),
  monthly: z.object({ items: list(scheduleItem, 40) }),
  yearly: z.object({
    intro: bilingual(1000),
    columns: z.object({ pooja: bilingual(60), day: bilingual(60), time: bilingual(60) }),
    rows: list(z.object({ pooja: bilingual(200), day: bilingual(200), time: bilingual(200) }), 80),
  }),
});

export const adyatmikamSchema = z.object({
  intro: bilingual(2000),
  practicesHeading: bilingual(200),
  practices: list(bilingual(300), 40),
  rulesHeading: bilingual(200),
  rules: list(bilingual(1000), 40),
});

export const sevaPictures = Object.keys(sevaImages) as [keyof typeof sevaImages, ...(keyof typeof sevaImages)[]];
/** The built-in pictures of the causes (media names), each named in the editor by its cause. */
export const causePictures: readonly string[] = donationCauses.map((c) => c.image);

/**
 * A picture a page keeps: one of the page's built-in pictures, or the address of a picture
 * uploaded through the image pipeline (its largest variant, a path on this site or an address in
 * the public bucket). Which uploaded addresses a save may keep is the service's check
 * (savePage): those the page already holds and those just uploaded.
 */
export const isUploadedPicture = (value: string) =>
  /^(\/[\w./-]+|https?:\/\/[\w.:-]+\/[\w./-]+)-\d+\.webp$/.test(value);
const pictureOf = (builtIn: readonly string[]) =>
  z
    .string()
    .trim()
    .max(500, 'pages.error.picture')
    .refine((v) => builtIn.includes(v) || isUploadedPicture(v), 'pages.error.picture');

/** The field names of the pictures in a page's texts ('services.2.picture'), with their values. */
export function picturesOf(texts: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(texts)) return texts.flatMap((v, i) => picturesOf(v, path ? `${path}.${i}` : String(i)));
  if (!texts || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([k, v]): Array<[string, string]> => {
    const at = path ? `${path}.${k}` : k;
    return k === 'picture' && typeof v === 'string' ? [[at, v]] : picturesOf(v, at);
  });
}

export const samajasevaSchema = z.object({
  intro: list(bilingual(2000), 8),
  servicesHeading: bilingual(200),
  services: list(z.object({ picture: pictureOf(sevaPictures), title: bilingual(200), text: bilingual(1000) }), 12),
});

/** The causes the site started with: donations name them by the dictionaries (donation.cause.*). */
export const builtInCauses: readonly string[] = donationCauses.map((c) => c.slug);

/** The most causes /donate lists. */
export const MAX_CAUSES = 24;

/** A cause's address name made from its English name: 'Veda Patashala' → 'veda-patashala'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

const causeSlug = z
  .string()
  .trim()
  .max(60, 'pages.error.slug')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'pages.error.slug')
  .refine((slug) => slug !== 'general', 'pages.error.slugTaken');

const causeItem = z.preprocess(
  // A new cause left without an address name gets one from its English name.
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const cause = value as { slug?: unknown; picture?: unknown; title?: { en?: unknown } };
    const slug =
      typeof cause.slug === 'string' && cause.slug.trim() !== ''
        ? cause.slug
        : slugOf(typeof cause.title?.en === 'string' ? cause.title.en : '');
    // Causes saved before they had pictures show their built-in one; a new cause starts with the first.
    const picture =
      typeof cause.picture === 'string' && cause.picture !== ''
        ? cause.picture
        : (donationCauses.find((c) => c.slug === slug) ?? donationCauses[0]).image;
    // A cause saved before causes carried their 80G terms reads as its seed (a new cause: none).
    const seed = seedTaxTerms(slug);
    const terms = value as { eligible80G?: unknown; donationType?: unknown };
    const eligible80G = typeof terms.eligible80G === 'boolean' ? terms.eligible80G : seed.eligible80G;
    const donationType = isDonationType(terms.donationType) ? terms.donationType : seed.donationType;
    return { ...cause, slug, picture, eligible80G, donationType };
  },
  z.object({
    slug: causeSlug,
    picture: pictureOf(causePictures),
    enabled: z.boolean(),
    /** Whether the receipt offers the 80G deduction; the trust's chartered accountant decides. */
    eligible80G: z.boolean(),
    /** Form 10BD's donation type. */
    donationType: z.enum(donationTypes, { error: 'pages.error.donationType' }),
    title: bilingual(200),
    text: bilingual(1000),
  }),
);

/**
 * The causes of /donate and of the donation form's list. A cause keeps its slug (the value a
 * donation stores); the built-in ones are named in donations by the dictionaries, one staff
 * add keeps in each donation the name it had then (see donations/service.ts). Staff edit the
 * texts, reorder the causes, switch one off and add new ones.
 */
export const donateSchema = z.object({
  intro: bilingual(2000),
  causes: list(causeItem, MAX_CAUSES).superRefine((causes, ctx) => {
    const seen = new Set<string>();
    causes.forEach((c, i) => {
      if (seen.has(c.slug))
        ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: 'pages.error.causeTwice', input: c.slug });
      seen.add(c.slug);
    });
  }),
});

export type PujaluTexts = z.infer<typeof pujaluSchema>;
export type DonateTexts = z.infer<typeof donateSchema>;
export type AdyatmikamTexts = z.infer<typeof adyatmikamSchema>;
export type SamajasevaTexts = z.infer<typeof samajasevaSchema>;

const samajasevaSeed: SamajasevaTexts = {
  ...bothOf<Omit<SamajasevaTexts, 'services'>>({ en: samajasevaText.en, te: samajasevaText.te }, ['services']),
  services: samajasevaText.en.services.map((s, i) => ({
    picture: s.key,
    title: { en: s.title, te: samajasevaText.te.services[i]?.title ?? '' },
    text: { en: s.text, te: samajasevaText.te.services[i]?.text ?? '' },
  })),
};

const donateSeed: DonateTexts = {
  intro: { en: donateText.en.intro, te: donateText.te.intro },
  causes: donationCauses.map((c) => ({
    slug: c.slug,
    picture: c.image as string,
    enabled: true,
    ...seedTaxTerms(c.slug),
    title: { en: donateText.en.causes[c.slug].title, te: donateText.te.causes[c.slug].title },
    text: { en: donateText.en.causes[c.slug].text, te: donateText.te.causes[c.slug].text },
  })),
};

/** Each editable page: its schema, its built-in texts, and the public page it shows on. */
export const editablePages = {
  pujalu: { schema: pujaluSchema, seed: bothOf<PujaluTexts>(ashramPujaText), path: '/activities/pujalu' },
  adyatmikam: {
    schema: adyatmikamSchema,
    seed: bothOf<AdyatmikamTexts>(adhyatmikamText),
    path: '/activities/adyatmikam',
  },
  samajaseva: { schema: samajasevaSchema, seed: samajasevaSeed, path: '/activities/samajaseva' },
  donate: { schema: donateSchema, seed: donateSeed, path: '/donate' },
  privacy: { schema: policySchema, seed: policySeeds.privacy, path: '/privacy&policy' },
  'cancellation-refund': {
    schema: policySchema,
    seed: policySeeds['cancellation-refund'],
    path: '/cancellation&refund',
  },
  shipping: { schema: policySchema, seed: policySeeds.shipping, path: '/shipping' },
  terms: { schema: policySchema, seed: policySeeds.terms, path: '/terms&conditions' },
} as const;

/** The policy pages: each save with a new effective date keeps the text it replaces. */
export const policyPages = ['privacy', 'cancellation-refund', 'shipping', 'terms'] as const;
export type PolicyPage = (typeof policyPages)[number];
export const isPolicyPage = (page: string): page is PolicyPage => (policyPages as readonly string[]).includes(page);

export type PageName = keyof typeof editablePages;
export type PageTexts = { [K in PageName]: z.infer<(typeof editablePages)[K]['schema']> };
export const pageNames = Object.keys(editablePages) as PageName[];
export const isPageName = (value: unknown): value is PageName =>
  typeof value === 'string' && Object.hasOwn(editablePages, value);

/** The body of PUT /api/pages/{page}: what GET answers, edited. */
export const pagePutSchema = (page: PageName) =>
  z.object({
    /** The version the edit started from (null: the built-in texts); a newer save meanwhile is a 409. */
    version: z.string().max(40).nullable().optional(),
    texts: editablePages[page].schema,
  });

/** Any page's PUT body, for the API document. */
export const anyPagePutSchema = z.object({
  version: z
    .string()
    .max(40)
    .nullable()
    .optional()
    .describe('The version GET answered; null for built-in texts. A save made meanwhile is refused with 409'),
  texts: z
    .union([pujaluSchema, adyatmikamSchema, samajasevaSchema, donateSchema, policySchema])
    .describe('The page texts: every text is { en, te } in Markdown'),
});

export const pageJsonSchema = z.object({
  page: z.enum(Object.keys(editablePages) as [PageName, ...PageName[]]),
  version: z.string().nullable(),
  texts: anyPagePutSchema.shape.texts,
});
