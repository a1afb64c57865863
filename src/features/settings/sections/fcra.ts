import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * The centre's registration under the Foreign Contribution (Regulation) Act and its designated
 * FCRA account (by law at the State Bank of India, New Delhi Main Branch). Empty by default: until
 * the office fills in every field, a foreign citizen's gift is refused with the law's reason.
 */
const optional = (max: number, pattern?: RegExp, message = 'settings.fcra.error.format') =>
  z
    .string()
    .trim()
    .overwrite(asciiDigits)
    .max(max)
    .refine((v) => v === '' || !pattern || pattern.test(v), message)
    .default('');

export const fcraSchema = z.object({
  /** The registration number the Ministry of Home Affairs gave (nine digits on its certificate). */
  registrationNumber: optional(30, /^[\w/-]+$/),
  /** The name of the FCRA account, as the bank holds it. */
  accountName: optional(100),
  accountNumber: optional(20, /^\d{9,18}$/),
  ifsc: optional(11, /^[A-Z]{4}0[A-Z0-9]{6}$/),
  /** The bank and branch as a donor reads them, in both languages. */
  bankEn: optional(200),
  bankTe: optional(200),
  /** A UPI ID of the FCRA account, when the bank gives one; blank: bank transfer only. */
  upiId: optional(256, /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, 'settings.error.upi'),
});
export type FcraSettings = z.infer<typeof fcraSchema>;

export const fcraSeed: FcraSettings = {
  registrationNumber: '',
  accountName: '',
  accountNumber: '',
  ifsc: '',
  bankEn: '',
  bankTe: '',
  upiId: '',
};

/** True when the centre can take a foreign contribution: registered, with its account named. */
export const fcraReady = (fcra: FcraSettings | undefined): fcra is FcraSettings =>
  Boolean(fcra?.registrationNumber && fcra.accountName && fcra.accountNumber && fcra.ifsc && fcra.bankEn);
