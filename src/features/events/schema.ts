import { z } from 'zod';
import { filePart, storedImageAddress } from '#src/server/http/api-spec.ts';
import { DESCRIPTION_MAX, isoDay, requiredText, teluguTexts, TITLE_MAX } from '#src/server/validation/record-fields.ts';
import { youtubeId } from './youtube.ts';

export const youtubeMessage = 'record.youtubeLink.invalid';

/** Optional: a future event has no recording yet. Blank means none. */
const youtubeLink = z
  .string({ error: youtubeMessage })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || youtubeId(v) !== null, youtubeMessage);

/** The fields of an event form (create and update); the image travels beside them. */
export const eventFieldsSchema = z.object({
  title: requiredText('title', TITLE_MAX),
  description: requiredText('description', DESCRIPTION_MAX),
  eventDate: isoDay('eventDate'),
  youtubeLink,
  ...teluguTexts,
});

export type EventFields = z.infer<typeof eventFieldsSchema>;

/** A new event as the admin form and the API send it: the fields and a photo. */
export const eventCreateSchema = eventFieldsSchema.extend({ image: filePart() });
/** An edit: the fields, and a new photo or the address of a stored one (or neither, to keep the picture). */
export const eventEditSchema = eventFieldsSchema.extend({
  image: z.union([filePart(), storedImageAddress()]).optional(),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An event as the API returns it. */
export const eventJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  description: z.string(),
  descriptionTe: z.string().nullable(),
  eventDate: day,
  image: z.string().describe('Address of the largest stored size of the picture'),
  youtubeLink: z.string().nullable(),
});
