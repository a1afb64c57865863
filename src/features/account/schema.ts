import { z } from 'zod';
import { personName } from '#src/server/validation/person-fields.ts';
import { newPassword } from '#src/features/auth/schema.ts';
import { rasis, stars } from '#src/i18n/names.ts';

/** One Zod schema per form; messages are dictionary keys (./i18n). */
export const accountLimits = {
  gotramMin: 2,
  gotramMax: 60,
  /** Saved devotees per account: a family, not a mailing list. */
  devoteesMax: 30,
  passwordMax: 200,
};

const gotram = z
  .string({ error: 'account.error.gotramRequired' })
  .trim()
  .min(accountLimits.gotramMin, 'account.error.gotramRequired')
  .max(accountLimits.gotramMax, 'account.error.gotramMax')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, 'account.error.gotramLetters');

/** A list the visitor picks from: the value is checked against it, whatever was posted. */
const oneOf = (list: readonly string[], message: string) =>
  z.string({ error: message }).refine((v) => list.includes(v), message);

export const devoteeSchema = z.object({
  name: personName,
  gotram,
  nakshatram: oneOf(stars.en, 'account.error.nakshatram'),
  // A form's empty choice is no rasi.
  rasi: z.preprocess((v) => (v === '' || v === null ? undefined : v), oneOf(rasis.en, 'account.error.rasi').optional()),
});
export type DevoteeInput = z.infer<typeof devoteeSchema>;

export const passwordChangeSchema = z
  .object({
    current: z
      .string({ error: 'account.error.currentRequired' })
      .min(1, 'account.error.currentRequired')
      .max(accountLimits.passwordMax, 'auth.error.passwordMax'),
    password: newPassword,
    confirm: z.string({ error: 'account.error.confirmMismatch' }),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'account.error.confirmMismatch' });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The token of an e-mail confirmation link. */
export const confirmSchema = z.object({
  token: z.string({ error: 'account.error.linkInvalid' }).regex(/^[\w-]{20,100}$/, 'account.error.linkInvalid'),
});

/** A saved devotee's id in a path or a form. */
export const devoteeIdSchema = z.coerce
  .number({ error: 'account.error.devoteeNotFound' })
  .int('account.error.devoteeNotFound')
  .positive('account.error.devoteeNotFound')
  .max(2 ** 31 - 1, 'account.error.devoteeNotFound');
