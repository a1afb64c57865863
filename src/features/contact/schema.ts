import { z } from 'zod';
import { asciiDigits } from '../../i18n/digits.ts';

/**
 * The rules shared by the contact forms and the donation form (SPEC.md section 5). Messages are
 * dictionary keys (src/features/contact/i18n), so each rule reads in English and Telugu.
 */
export const limits = {
  nameMin: 3,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 3000,
  subjectMax: 200,
  phoneDigits: 10,
};

/** Letters are Unicode letters and combining marks, so Telugu names count in full. */
const letters = /[\p{L}\p{M}]/gu;
const nameCharacters = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const personName = z
  .string({ error: 'form.error.nameMin' })
  .trim()
  .max(limits.nameMax, 'form.error.nameMax')
  .refine((v) => nameCharacters.test(v) && (v.match(letters)?.length ?? 0) >= limits.nameMin, 'form.error.nameMin');

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

/** /contactus: the spec's contact message. */
export const contactSchema = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phoneNumber: phone,
  message,
});
export type ContactInput = z.infer<typeof contactSchema>;

/** /contact: full name, e-mail, an optional subject and the message. */
export const contactPageSchema = z.object({
  name: personName,
  email,
  subject: z
    .string()
    .trim()
    .max(limits.subjectMax, 'form.error.subjectMax')
    .optional()
    .transform((v) => v || undefined),
  message,
});
export type ContactPageInput = z.infer<typeof contactPageSchema>;

/** The first message key for each field that failed; nested paths are joined with dots. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    out[field] ??= issue.message;
  }
  return out;
}
