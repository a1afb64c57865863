import { z } from 'zod';
import { filePart, storedImageAddress } from '#src/server/http/api-spec.ts';
import { DESCRIPTION_MAX, requiredText, teluguTexts, TITLE_MAX } from '#src/server/validation/record-fields.ts';
import { parseCardColour } from './colour-input.ts';

export const colourMessage = 'record.color.invalid';
export const enableMessage = 'record.isEnable.invalid';
/** An activity sent without a colour is white, and without isEnable it is enabled. */
export const DEFAULT_CARD_COLOUR = '#ffffff';
export const DEFAULT_IS_ENABLE = true;

/** Left out or left blank (an empty form field) means the default. */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const color = z.preprocess(
  blankToUndefined,
  z
    .string({ error: colourMessage })
    .transform((v, ctx) => {
      const hex = parseCardColour(v);
      if (!hex) ctx.addIssue({ code: 'custom', message: colourMessage });
      return hex ?? v;
    })
    .default(DEFAULT_CARD_COLOUR),
);

/** Multipart sends the text 'true' or 'false'; JSON may send a boolean. */
const isEnable = z.preprocess(
  blankToUndefined,
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: enableMessage })
    .transform((v) => v === true || v === 'true')
    .default(DEFAULT_IS_ENABLE),
);

export const activityFieldsSchema = z.object({
  title: requiredText('title', TITLE_MAX),
  description: requiredText('description', DESCRIPTION_MAX),
  color,
  isEnable,
  ...teluguTexts,
});

export type ActivityFields = z.infer<typeof activityFieldsSchema>;

/** A new activity as the admin form and the API send it: the fields and a photo. */
export const activityCreateSchema = activityFieldsSchema.extend({ image: filePart() });
/** An edit: the fields, and a new photo or the address of a stored one (or neither, to keep the picture). */
export const activityEditSchema = activityFieldsSchema.extend({
  image: z.union([filePart(), storedImageAddress()]).optional(),
});

export const activityJsonSchema = z.object({
  id: z.int(),
  title: z.string(),
  titleTe: z.string().nullable(),
  description: z.string(),
  descriptionTe: z.string().nullable(),
  image: z.string(),
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  isEnable: z.boolean(),
});
