import { z } from 'zod';
import { DESCRIPTION_MAX, isoDay, requiredText, teluguTexts, TITLE_MAX } from '../../server/fields.ts';

/** A new puja card; the image travels beside these fields. */
export const pujaPostFieldsSchema = z.object({
  title: requiredText('Title', TITLE_MAX),
  description: requiredText('Description', DESCRIPTION_MAX),
  date: isoDay('Date'),
  ...teluguTexts,
});

/** A card's update carries title, description and image; a date is optional and kept when absent. */
export const pujaPostUpdateSchema = pujaPostFieldsSchema.extend({ date: isoDay('Date').optional() });

export type PujaPostFields = z.infer<typeof pujaPostFieldsSchema>;

export const pujaPostJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  description: z.string(),
  descriptionTe: z.string().nullable(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string(),
});
