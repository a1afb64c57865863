import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { financialYearBounds } from '#src/features/payments/index.ts';
import { isIsoDay } from '#src/server/time.ts';

/** A financial year like '2026-27'. */
export const financialYearField = z
  .string()
  .trim()
  .refine((fy) => Boolean(financialYearBounds(fy)), 'admin.donations.badYear');

/**
 * The office's entry of a filed Form 10BD: the acknowledgement number the portal gave (digits,
 * 15 of them today; letters allowed in case the portal changes) and the day it was filed, which
 * falls after the year ended.
 */
export const filingSchema = z
  .object({
    fy: financialYearField,
    acknowledgement: z
      .string()
      .transform((v) => asciiDigits(v).replace(/\s/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{8,30}$/, 'taxForms.error.acknowledgement')),
    filedOn: z
      .string()
      .transform((v) => asciiDigits(v).trim())
      .refine(isIsoDay, 'taxForms.error.filedOn'),
  })
  .refine((f) => !financialYearBounds(f.fy) || f.filedOn > financialYearBounds(f.fy)!.to, {
    message: 'taxForms.error.filedBeforeYearEnd',
    path: ['filedOn'],
  });
export type FilingInput = z.infer<typeof filingSchema>;

/** 'Make and e-mail the certificates' for a year. */
export const certifySchema = z.object({ fy: financialYearField });
