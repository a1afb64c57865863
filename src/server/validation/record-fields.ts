import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { isIsoDay } from '../time.ts';

/** Limits shared by every content form: one place, imported by the tests. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/**
 * The fields content records share (events, puja cards, activities, albums). Each field's
 * messages are keys of the site dictionary under `record.<field>.`: `required`, `text` (sent,
 * but not as text) and `tooLong` (with {max}), so a field reads as itself in both languages.
 */
export type RecordField = 'title' | 'description' | 'titleTe' | 'descriptionTe' | 'caption' | 'captionTe';
export type RecordDateField = 'eventDate' | 'date';

/** A required text: missing is 'required', blank is 'required', too long names the limit. */
export function requiredText(field: RecordField, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `record.${field}.required` : `record.${field}.text`) })
    .trim()
    .min(1, `record.${field}.required`)
    .max(max, `record.${field}.tooLong`);
}

/** Optional text (the Telugu fields): blank means absent and is stored as null. */
export function optionalText(field: RecordField, max: number) {
  return z
    .string({ error: `record.${field}.text` })
    .trim()
    .max(max, `record.${field}.tooLong`)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export const isoDay = (field: RecordDateField = 'date') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `record.${field}.required` : 'record.date.invalid') })
    .trim()
    .overwrite(asciiDigits)
    .min(1, `record.${field}.required`)
    .refine(isIsoDay, 'record.date.invalid');

/** The Telugu pair every record may carry. */
export const teluguTexts = {
  titleTe: optionalText('titleTe', TITLE_MAX),
  descriptionTe: optionalText('descriptionTe', DESCRIPTION_MAX),
};
