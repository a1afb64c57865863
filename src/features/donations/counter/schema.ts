import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { email, personName, phone } from '#src/server/validation/person-fields.ts';
import { checkIdentity, donationLimits, isCauseSlug, parseRupees } from '../schema.ts';

/**
 * The counter's one schema: the office records a gift paid at the ashram. Used by the page's
 * POST, POST /api/donation/counter and the island's instant checks. Messages are dictionary keys.
 */
export const counterModes = ['cash', 'upi', 'cheque', 'card'] as const;
export type CounterMode = (typeof counterModes)[number];
export const citizenships = ['resident', 'nri', 'foreign'] as const;

export const counterLimits = {
  minRupees: 1,
  /** A cheque for a building fund may be large; the cash rules below are the law's, from the settings. */
  maxRupees: 1_00_00_000,
  detailsMax: 120,
  addressMax: donationLimits.addressMax,
};

/** How each mode's `reference` must read: a UPI UTR, a cheque's number and bank, a card slip. */
const detailRules: Record<Exclude<CounterMode, 'cash'>, { pattern: RegExp; message: string }> = {
  upi: { pattern: /^\d{12}$/, message: 'counter.error.utr' },
  cheque: { pattern: /^\d{6}\s+\S.{1,}$/, message: 'counter.error.cheque' },
  card: { pattern: /^[A-Za-z0-9/-]{3,30}$/, message: 'counter.error.card' },
};

/** The reference as typed, in Latin digits and single spaces; a UPI UTR without its spaces. */
export function cleanDetails(mode: CounterMode, raw: string): string {
  const text = asciiDigits(raw).trim().replace(/\s+/g, ' ');
  return mode === 'upi' ? text.replace(/\s/g, '') : text;
}

/** The mode's reference cleaned, or the dictionary key of what is wrong with it (cash needs none). */
export function checkDetails(mode: CounterMode, raw: string | undefined): { details?: string; problem?: string } {
  if (mode === 'cash') return {};
  const rule = detailRules[mode];
  const details = cleanDetails(mode, raw ?? '');
  return rule.pattern.test(details) ? { details } : { details, problem: rule.message };
}

export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v || undefined);

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const amount = z.unknown().transform((v, ctx) => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: 'counter.error.amountRequired' });
    return z.NEVER;
  }
  const rupees = parseRupees(v);
  if (Number.isNaN(rupees)) ctx.addIssue({ code: 'custom', message: 'donation.error.amountNumber' });
  else if (rupees < counterLimits.minRupees) ctx.addIssue({ code: 'custom', message: 'donation.error.amountMin' });
  else if (!Number.isInteger(rupees)) ctx.addIssue({ code: 'custom', message: 'donation.error.amountWhole' });
  else if (rupees > counterLimits.maxRupees) ctx.addIssue({ code: 'custom', message: 'counter.error.amountMax' });
  else return rupees;
  return z.NEVER;
});

export const counterSchema = z
  .object({
    amount,
    mode: z.enum(counterModes, { error: 'counter.error.mode' }),
    reference: optionalText(counterLimits.detailsMax, 'counter.error.referenceMax'),
    firstName: personName,
    lastName: personName,
    email: z.preprocess(blankToUndefined, email.optional()),
    phone: z.preprocess(blankToUndefined, phone.optional()),
    address: optionalText(counterLimits.addressMax, 'donation.error.addressMax'),
    pan: optionalText(20, 'donation.error.panMax'),
    cause: z.unknown().refine(isCauseSlug, 'counter.error.cause'),
    citizenship: z
      .enum(citizenships, { error: 'counter.error.citizenship' })
      // No FCRA registration in the settings: the centre may not take a foreign citizen's gift.
      .refine((c) => c !== 'foreign', 'counter.error.foreign'),
    /** The receipt's language: the donor's, which may differ from the screen's. */
    lang: z.enum(['en', 'te']).optional(),
  })
  .transform((value, ctx) => {
    let pan: string | undefined;
    if (value.pan !== undefined) {
      // Optional at the counter: checked as a PAN when given (amount 0 makes it optional).
      const checked = checkIdentity(0, { pan: value.pan });
      if ('key' in checked) ctx.addIssue({ code: 'custom', path: ['pan'], message: checked.key });
      else pan = checked.identity?.number;
    }
    const { details, problem } = checkDetails(value.mode, value.reference);
    if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
    return { ...value, cause: value.cause as string, pan, reference: details };
  });
export type CounterInput = z.output<typeof counterSchema>;
