import { z } from 'zod';
import { isIsoDay } from './time.ts';
import { asciiDigits } from '../i18n/digits.ts';

/** Limits shared by every content form: one place, imported by the tests. */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export const dateMessage = 'Date must be a real day written as YYYY-MM-DD.';

/** A required text: missing is 'required', blank is 'required', too long names the limit. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** Optional text (the Telugu fields): blank means absent and is stored as null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const isoDay = (label = 'Date') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : dateMessage) })
    .trim()
    .overwrite(asciiDigits)
    .min(1, `${label} is required.`)
    .refine(isIsoDay, dateMessage);

/** The Telugu pair every record may carry. */
export const teluguTexts = {
  titleTe: optionalText('Telugu title', TITLE_MAX),
  descriptionTe: optionalText('Telugu description', DESCRIPTION_MAX),
};
