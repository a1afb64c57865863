import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * A person's name, e-mail, phone and message as every form of the site takes them:
 * the contact forms, the donation form and whatever asks for them next. Messages are
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

export const message = z
  .string({ error: 'form.error.messageMin' })
  .trim()
  .min(limits.messageMin, 'form.error.messageMin')
  .max(limits.messageMax, 'form.error.messageMax');

/**
 * Spaces, dashes, dots and brackets are how people group a number; a leading +91 or 0 is how they
 * write an Indian one. None of them count: what is left is '+' and digits, or digits alone.
 */
export function normalisePhone(value: string): string {
  const compact = asciiDigits(value).replace(/[\s().-]+/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (compact.startsWith('0') && !compact.startsWith('00')) return compact.slice(1);
  // 00 is how an international number is dialled from India: the same as a leading +.
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return compact;
}

/** The number as stored (E.164) and shown to the office: +91 98480 12345, +1 732-555-0134. */
export function phoneForDisplay(stored: string): string {
  // Phones stored before issue 27 are ten digits without a country code: Indian.
  const e164 = /^\d{10}$/.test(stored) ? `+91${stored}` : stored;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? stored;
}

/**
 * An Indian mobile of ten digits is the default (stored as +91XXXXXXXXXX); a number starting
 * with + and a country code is taken from any country, checked against libphonenumber's lengths
 * (decision 153). Each message says which of the two went wrong.
 */
export const phone = z
  .string({ error: 'form.error.phoneLength' })
  .transform(normalisePhone)
  .transform((v, ctx) => {
    const international = v.startsWith('+');
    if (!/^\d*$/.test(international ? v.slice(1) : v))
      return (ctx.addIssue({ code: 'custom', message: 'form.error.phoneDigits' }), z.NEVER);
    if (!international)
      return v.length === limits.phoneDigits
        ? `+91${v}`
        : (ctx.addIssue({ code: 'custom', message: 'form.error.phoneLength' }), z.NEVER);
    const parsed = parsePhoneNumberFromString(v);
    return parsed?.isValid()
      ? parsed.number
      : (ctx.addIssue({ code: 'custom', message: 'form.error.phoneInternational' }), z.NEVER);
  });
