import { z } from 'zod';
import { isoDay, optionalText, TITLE_MAX } from '#src/server/validation/record-fields.ts';

export const albumRequiredMessage = 'record.album.required';

/** The album form: a title, an optional day (the upload day when blank) and repeated `images` parts. */
export const albumFieldsSchema = z.object({
  title: z
    .string({ error: albumRequiredMessage })
    .trim()
    .min(1, albumRequiredMessage)
    .max(TITLE_MAX, 'record.title.tooLong'),
  titleTe: optionalText('titleTe', TITLE_MAX),
  date: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDay('date').optional()),
});

export const CAPTION_MAX = 300;

/** A photo's caption in each language; blank removes it. */
export const photoCaptionSchema = z.object({
  caption: optionalText('caption', CAPTION_MAX),
  captionTe: optionalText('captionTe', CAPTION_MAX),
});

export const albumJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  images: z.array(z.string()),
  /** The photos in order, with their ids and captions (images holds their addresses alone). */
  photos: z.array(
    z.object({ id: z.int(), url: z.string(), caption: z.string().nullable(), captionTe: z.string().nullable() }),
  ),
  createdAt: z.string(),
});
