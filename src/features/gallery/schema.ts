import { z } from 'zod';
import { isoDay, optionalText, TITLE_MAX } from '../../server/fields.ts';

export const albumRequiredMessage = 'Please provide a title and at least one image.';

/** The album form: a title, an optional day (the upload day when blank) and repeated `images` parts. */
export const albumFieldsSchema = z.object({
  title: z
    .string({ error: albumRequiredMessage })
    .trim()
    .min(1, albumRequiredMessage)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`),
  titleTe: optionalText('Telugu title', TITLE_MAX),
  date: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDay('Date').optional()),
});

export type AlbumFields = z.infer<typeof albumFieldsSchema>;

export const CAPTION_MAX = 300;

/** A photo's caption in each language; blank removes it. */
export const photoCaptionSchema = z.object({
  caption: optionalText('Caption', CAPTION_MAX),
  captionTe: optionalText('Telugu caption', CAPTION_MAX),
});

export const albumJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  images: z.array(z.string()),
  /** The photos in order, with their ids and captions (images holds their addresses alone). */
  photos: z.array(z.object({ id: z.int(), url: z.string(), caption: z.string().nullable(), captionTe: z.string().nullable() })),
  createdAt: z.string(),
});
