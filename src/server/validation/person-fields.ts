import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * A person's name, e-mail, phone and message as every form of the site takes them (SPEC.md
 * section 5): the contact forms, the donation form and whatever asks for them next. Messages are
 * dictionary keys (form.error.*), so each rule reads in English and Telugu.
 */
export const limits = {
  nameMin: 3,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 3000,
  phoneDigits: 10,
};

/** Letters are Unicode letters and combining marks, so Telugu names count in full. */
const letters = /[\p{L}\p{M}]/gu;
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const personName = z
  .string({ error: 'form.error.nameMin' })
  .trim()
  .max(limits.nameMax, 'form.error.nameMax')
  // Each refusal names its own reason: 'Ravi2' has its 3 letters, it is the digit that is wrong.
  .refine((v) => (v.match(letters)?.length ?? 0) >= limits.nameMin, { message: 'form.error.nameMin', abort: true })
  .refine((v) => nameCharacters.test(v), 'form.error.nameCharacters');

export const email = z
  .string({ error: 'form.error.emailRequired' })
  .trim()
  .min(1, 'form.error.emailRequired')
  .max(limits.emailMax, 'form.error.emailInvalid')
  .pipe(z.email('form.error.emailInvalid'))
  .transform((v) => v.toLowerCase());

export const message = z.string({ error: 'form.error.messageMin' }).trim().min(limits.messageMin, 'form.error.messageMin').max(limits.messageMax, 'form.error.messageMax');

/** Spaces, a leading +91 or a leading 0 are how people write Indian numbers; none of them count. */
export function normalisePhone(value: string): string {
  const compact = asciiDigits(value).replace(/\s+/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('0')) return compact.slice(1);
  return compact;
}

export const phone = z
  .string({ error: 'form.error.phoneLength' })
  .transform(normalisePhone)
  .refine((v) => /^\d*$/.test(v), 'form.error.phoneDigits')
  .refine((v) => v.length === limits.phoneDigits, 'form.error.phoneLength');
