import { describe, expect, it } from 'vitest';
import { createT } from '#src/i18n/index.ts';
import { fieldMessages, translateFields } from '#src/server/validation/messages.ts';
import { loginSchema, normaliseSignup, resetSchema, signupSchema } from './schema.ts';

const en = createT('en');
const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : translateFields(en, fieldMessages(result.error as never));

describe('the account forms', () => {
  it('use the published messages word for word', () => {
    expect(
      errorsOf(signupSchema.safeParse(normaliseSignup({ role: '', email: '', name: 'ab', password: '12345' }))),
    ).toEqual({
      role: 'Role is required',
      email: 'Email is required',
      name: 'Name must be at least 3 letters',
      password: 'Must contain at least 6 characters',
    });
    expect(
      errorsOf(signupSchema.safeParse({ role: 'Admin', email: 'a@b.in', name: 'Abc', password: '123456' })),
    ).toEqual({
      secretKey: 'Secret Key is required for admin registration',
    });
    expect(errorsOf(loginSchema.safeParse({ email: 'not-mail', password: '1' }))).toEqual({
      email: 'Invalid email address',
      password: 'must contain 6 characters',
    });
  });

  it('keep one account per address however it is typed', () => {
    const parsed = loginSchema.parse({ email: '  Rama@Example.ORG ', password: '123456' });
    expect(parsed.email).toBe('rama@example.org');
  });

  it('take the role from selectedRole as older API clients send it', () => {
    expect(
      signupSchema.parse(normaliseSignup({ selectedRole: 'User', email: 'a@b.in', name: 'Abc', password: '123456' }))
        .role,
    ).toBe('User');
  });

  it('want a 6-digit code to reset', () => {
    expect(errorsOf(resetSchema.safeParse({ email: 'a@b.in', token: '12a456', password: '123456' }))).toEqual({
      token: 'Enter the 6-digit code from the e-mail.',
    });
  });
});
