import { z } from 'zod';
import { noticeVersionField } from '#src/features/data-rights/schema.ts';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * One Zod schema per form, used by the page's POST handler and by the REST endpoint.
 * Messages are dictionary keys (src/features/auth/i18n): the same rule reads in either language.
 */
export const roles = ['User', 'Admin'] as const;
export type Role = (typeof roles)[number];

/** The numbers of the rules, kept once. */
export const limits = {
  nameMin: 3,
  passwordMin: 6,
  // Long inputs cost hashing time and storage; no real name, address or password needs more.
  nameMax: 100,
  emailMax: 254,
  passwordMax: 200,
  codeLength: 6,
};

const email = z
  .string({ error: 'auth.error.emailRequired' })
  .trim()
  .min(1, 'auth.error.emailRequired')
  .max(limits.emailMax, 'auth.error.emailInvalid')
  .pipe(z.email('auth.error.emailInvalid'))
  .transform((value) => value.toLowerCase());

/** A new password's rules, for every form that sets one (sign-up, reset, the account's change). */
export const newPassword = z
  .string({ error: 'auth.error.passwordMin' })
  .min(limits.passwordMin, 'auth.error.passwordMin')
  .max(limits.passwordMax, 'auth.error.passwordMax');

export const signupSchema = z
  .object({
    role: z.enum(roles, { error: 'auth.error.roleRequired' }),
    name: z
      .string({ error: 'auth.error.nameMin' })
      .trim()
      .min(limits.nameMin, 'auth.error.nameMin')
      .max(limits.nameMax, 'auth.error.nameMax'),
    email,
    password: newPassword,
    secretKey: z.string().optional(),
    noticeVersion: noticeVersionField,
  })
  .superRefine((value, ctx) => {
    if (value.role === 'Admin' && !value.secretKey) {
      ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'auth.error.secretKeyRequired' });
    }
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'auth.error.loginPasswordMin' })
    .min(limits.passwordMin, 'auth.error.loginPasswordMin')
    .max(limits.passwordMax, 'auth.error.passwordMax'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({ email });
export type ForgotInput = z.infer<typeof forgotSchema>;

export const resetSchema = z.object({
  email,
  token: z
    .string({ error: 'auth.error.codeFormat' })
    .trim()
    .overwrite(asciiDigits)
    .regex(/^\d{6}$/, 'auth.error.codeFormat'),
  password: newPassword,
});
export type ResetInput = z.infer<typeof resetSchema>;

/** The API takes the role as `role` or `selectedRole`; forms send `role`. */
export function normaliseSignup(body: Record<string, unknown>): Record<string, unknown> {
  const role = body.selectedRole || body.role;
  return { ...body, role: role === '' ? undefined : role, secretKey: body.secretKey || undefined };
}
