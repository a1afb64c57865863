import { z } from 'zod';
import { newPassword } from '#src/features/auth/schema.ts';

/** One Zod schema per form; messages are dictionary keys (./i18n). */
export const accountLimits = {
  /** Saved devotees per account: a family, not a mailing list. */
  devoteesMax: 30,
  passwordMax: 200,
};

// A saved devotee has the one devotee schema, the booking form's too (issue 29).
export { devoteeSchema, type DevoteeInput } from '#src/features/devotees/index.ts';

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
