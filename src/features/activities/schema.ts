import { z } from 'zod';
import { DESCRIPTION_MAX, requiredText, teluguTexts, TITLE_MAX } from '../../server/fields.ts';
import { normaliseHex } from './colour.ts';

export const colourMessage = 'Card colour must be a hex code like #ffffff.';
export const enableMessage = "Enable must be 'true' or 'false'.";
export const DEFAULT_CARD_COLOUR = '#ffffff';

const color = z
  .string({ error: (issue) => (issue.input === undefined ? 'Card colour is required.' : colourMessage) })
  .transform((v, ctx) => {
    const hex = normaliseHex(v);
    if (!hex) ctx.addIssue({ code: 'custom', message: colourMessage });
    return hex ?? v;
  });

/** Multipart sends the text 'true' or 'false'; JSON may send a boolean. */
const isEnable = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: (issue) => (issue.input === undefined ? 'Enable is required.' : enableMessage) })
  .transform((v) => v === true || v === 'true');

export const activityFieldsSchema = z.object({
  title: requiredText('Title', TITLE_MAX),
  description: requiredText('Description', DESCRIPTION_MAX),
  color,
  isEnable,
  ...teluguTexts,
});

export type ActivityFields = z.infer<typeof activityFieldsSchema>;

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
