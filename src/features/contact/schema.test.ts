import { describe, expect, it } from 'vitest';
import { fieldMessages } from '#src/server/validation/messages.ts';
import { contactPageSchema, contactSchema } from './schema.ts';

/** The message key of each field that failed. */
const fieldErrors = (error: Parameters<typeof fieldMessages>[0]) =>
  Object.fromEntries(Object.entries(fieldMessages(error)).map(([name, m]) => [name, m.key]));

const valid = {
  firstName: 'Sita',
  lastName: 'Ramaiah',
  email: 'sita@example.org',
  phoneNumber: '9848012345',
  message: 'A message of some length.',
};
const errorsOf = (input: unknown) => {
  const parsed = contactSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('the contact message rules', () => {
  it('accepts a Telugu name by its letters and marks', () => {
    expect(errorsOf({ ...valid, firstName: 'సీత', lastName: 'రామయ్య' })).toEqual({});
  });

  it('refuses names of fewer than 3 letters, or with digits, each with its own reason', () => {
    expect(errorsOf({ ...valid, firstName: 'Al', lastName: 'Ram1' })).toEqual({
      firstName: 'form.error.nameMin',
      lastName: 'form.error.nameCharacters',
    });
    expect(errorsOf({ ...valid, firstName: 'Ravi2', lastName: '-Ravi' })).toEqual({
      firstName: 'form.error.nameCharacters',
      lastName: 'form.error.nameCharacters',
    });
    expect(errorsOf({ ...valid, firstName: ' . - ' }).firstName).toBe('form.error.nameMin');
  });

  it('stores a 10-digit number, with or without +91 or 0, as +91 and the ten digits', () => {
    expect(contactSchema.parse({ ...valid, phoneNumber: ' 98480 12345 ' }).phoneNumber).toBe('+919848012345');
    expect(errorsOf({ ...valid, phoneNumber: '98480-1234x' }).phoneNumber).toBe('form.error.phoneDigits');
    expect(errorsOf({ ...valid, phoneNumber: '984801234' }).phoneNumber).toBe('form.error.phoneLength');
    expect(errorsOf({ ...valid, phoneNumber: '919848012345' }).phoneNumber).toBe('form.error.phoneLength');
  });

  it('tells a missing e-mail from a wrong one, and lower-cases it', () => {
    expect(errorsOf({ ...valid, email: '' }).email).toBe('form.error.emailRequired');
    expect(errorsOf({ ...valid, email: 'sita@' }).email).toBe('form.error.emailInvalid');
    expect(contactSchema.parse({ ...valid, email: 'Sita@Example.ORG' }).email).toBe('sita@example.org');
  });

  it('wants a message of 10 characters or more', () => {
    expect(errorsOf({ ...valid, message: '  short    ' }).message).toBe('form.error.messageMin');
  });
});

describe('the /contact form', () => {
  it('has an optional subject and a full name', () => {
    expect(
      contactPageSchema.parse({
        name: 'Venkata Ramana',
        email: 'v@example.org',
        subject: '',
        message: 'Ten letters or more.',
      }).subject,
    ).toBeUndefined();
    expect(
      contactPageSchema.safeParse({ name: 'Ve', email: 'v@example.org', message: 'Ten letters or more.' }).success,
    ).toBe(false);
  });
});
