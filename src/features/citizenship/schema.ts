import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * The citizenship a donor declares. The Foreign Contribution (Regulation) Act lets only a
 * registered association take money from a foreign source, so every gift says whose it is.
 */
export const citizenships = ['resident', 'nri', 'foreign'] as const;
export type Citizenship = (typeof citizenships)[number];

/** An Indian passport number: one letter and seven digits. */
export const passportPattern = /^[A-Z]\d{7}$/;

/** The number as typed (spaces, lower case, Telugu digits) in the form the pattern checks. */
export const cleanPassport = (raw: unknown) =>
  typeof raw === 'string' ? asciiDigits(raw).replace(/[\s-]/g, '').toUpperCase() : '';

export interface Declaration {
  citizenship: Citizenship;
  /** Only for an Indian citizen living abroad. */
  passport?: string;
}

/** The two fields, spread into a form's object; citizenshipRule checks them together. */
export const declarationFields = {
  citizenship: z.enum(citizenships, { error: 'citizenship.error.required' }),
  passport: z.unknown().optional(),
};

/** The same fields where the declaration is asked only sometimes (a booking's offering): the service requires it. */
export const optionalDeclarationFields = {
  citizenship: declarationFields.citizenship.optional(),
  passport: declarationFields.passport,
};

/** The passport's message for this declaration; undefined when it needs none or is fine. */
export function passportIssue(citizenship: unknown, passport: unknown): string | undefined {
  if (citizenship !== 'nri') return undefined;
  const clean = cleanPassport(passport);
  if (!clean) return 'citizenship.error.passportRequired';
  return passportPattern.test(clean) ? undefined : 'citizenship.error.passportFormat';
}

/**
 * The passport rule, chained on a form's object: it runs even when other fields failed, so the
 * donor sees every message in one go.
 */
export const citizenshipRule = [
  (value: { citizenship?: unknown; passport?: unknown }, ctx: z.RefinementCtx) => {
    const issue = passportIssue(value.citizenship, value.passport);
    if (issue) ctx.addIssue({ code: 'custom', path: ['passport'], message: issue });
  },
  { when: () => true },
] as const;

/**
 * The passport's message added to a form's refused fields: Zod skips the object's rule when a
 * field aborted (a name without letters), and the donor should still see every message at once.
 */
export function withPassportIssue<M>(errors: Record<string, M | { key: string }>, raw: Record<string, unknown>) {
  const issue = passportIssue(raw.citizenship, raw.passport);
  if (issue && !errors.passport) errors.passport = { key: issue };
  return errors;
}

/** What is kept: the passport only for an Indian citizen abroad, in its checked form. */
export function declarationOf(input: { citizenship: Citizenship; passport?: unknown }): Declaration {
  if (input.citizenship !== 'nri') return { citizenship: input.citizenship };
  return { citizenship: 'nri', passport: cleanPassport(input.passport) };
}
