import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/** The UPI transaction reference (UTR) a payer gives: twelve digits, in any script's digits, spaces dropped. */
export const utrSchema = z.object({
  utr: z
    .string({ error: 'donation.error.utr' })
    .transform((v) => asciiDigits(v).replace(/\s+/g, ''))
    .refine((v) => /^\d{12}$/.test(v), 'donation.error.utr'),
});
