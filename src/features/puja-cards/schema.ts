import { z } from 'zod';
import { filePart, storedImageAddress } from '#src/server/http/api-spec.ts';
import { DESCRIPTION_MAX, isoDay, requiredText, teluguTexts, TITLE_MAX } from '#src/server/validation/record-fields.ts';

/** A new puja card; the image travels beside these fields. */
export const pujaCardFieldsSchema = z.object({
  title: requiredText('title', TITLE_MAX),
  description: requiredText('description', DESCRIPTION_MAX),
  date: isoDay('date'),
  ...teluguTexts,
});

/** A card's update carries title, description and image; a date is optional and kept when absent. */
export const pujaCardUpdateSchema = pujaCardFieldsSchema.extend({ date: isoDay('date').optional() });

export type PujaCardFields = z.infer<typeof pujaCardFieldsSchema>;

/** A new card as the admin form and the API send it: the fields and a photo. */
export const pujaCardCreateSchema = pujaCardFieldsSchema.extend({ image: filePart() });
/** An edit: the fields (the date may be left out), and a new photo or the address of a stored one. */
export const pujaCardEditSchema = pujaCardUpdateSchema.extend({
  image: z.union([filePart(), storedImageAddress()]).optional(),
});

export const pujaCardJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  description: z.string(),
  descriptionTe: z.string().nullable(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string(),
});
