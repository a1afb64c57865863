import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { phone, phoneForDisplay } from './person-fields.ts';

const stored = (typed: string) => phone.parse(typed);
const refusal = (typed: string) => {
  const parsed = phone.safeParse(typed);
  return parsed.success ? undefined : z.treeifyError(parsed.error).errors[0];
};

describe('the phone rule (issue 27, point 6)', () => {
  it.each([
    ['9848012345', '+919848012345'],
    ['98480 12345', '+919848012345'],
    ['+91 98480 12345', '+919848012345'],
    ['098480-12345', '+919848012345'],
    ['౯౮౪౮౦౧౨౩౪౫', '+919848012345'],
  ])('takes the Indian number %s as %s', (typed, e164) => expect(stored(typed)).toBe(e164));

  it.each([
    ['+1 732 555 0134', '+17325550134'],
    ['+1 (732) 555-0134', '+17325550134'],
    ['001 732 555 0134', '+17325550134'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+971 50 123 4567', '+971501234567'],
  ])('takes the international number %s as %s', (typed, e164) => expect(stored(typed)).toBe(e164));

  it('says what is wrong: a letter, a wrong length, an incomplete international number', () => {
    expect(refusal('98480 1234x')).toBe('form.error.phoneDigits');
    expect(refusal('+1 732 555 01x4')).toBe('form.error.phoneDigits');
    expect(refusal('984801234')).toBe('form.error.phoneLength');
    expect(refusal('7325550134 1')).toBe('form.error.phoneLength');
    expect(refusal('')).toBe('form.error.phoneLength');
    expect(refusal('+1 732 555')).toBe('form.error.phoneInternational');
    expect(refusal('+999 123 456 789')).toBe('form.error.phoneInternational');
    expect(refusal('+91 98480 1234')).toBe('form.error.phoneLength');
  });

  it('shows stored numbers readably, those stored before E.164 too', () => {
    expect(phoneForDisplay('+919848012345')).toBe('+91 98480 12345');
    expect(phoneForDisplay('9848012345')).toBe('+91 98480 12345');
    expect(phoneForDisplay('+17325550134')).toBe('+1 732 555 0134');
    expect(phoneForDisplay('not a phone')).toBe('not a phone');
  });
});
