import { describe, expect, it } from 'vitest';
import { fieldMessages } from '#src/server/validation/messages.ts';

/** The message key of each field that failed. */
const fieldErrors = (error: Parameters<typeof fieldMessages>[0]) => Object.fromEntries(Object.entries(fieldMessages(error)).map(([name, m]) => [name, m.key]));
import { donationFromForm, donationSchema, utrSchema } from './schema.ts';

const base = {
  preset: '500',
  firstName: 'Lakshmi',
  lastName: 'Narayana',
  email: 'l@example.org',
  'family.0.relation': 'Mother',
  'family.0.name': 'Annapurna',
  message: 'For the annadanam.',
  terms: 'on',
  citizenship: 'resident',
};
const check = (change: Record<string, string>) => {
  const parsed = donationSchema.safeParse(donationFromForm({ ...base, ...change }));
  return parsed.success ? parsed.data : fieldErrors(parsed.error);
};

describe('the donation rules', () => {
  it('takes the typed amount over the quick one', () => {
    expect(check({ amount: '1,500' })).toMatchObject({ amount: 1500, pan: undefined, cause: 'general' });
    expect(check({ amount: '' })).toMatchObject({ amount: 500 });
  });

  it('requires and upper-cases a PAN from ₹2,000, and clears it below', () => {
    expect(check({ amount: '1999', pan: 'nonsense' })).toMatchObject({ pan: undefined });
    expect(check({ amount: '2000', pan: 'abcde1234f' })).toMatchObject({ pan: 'ABCDE1234F' });
    expect(check({ amount: '2000' })).toEqual({ pan: 'donation.error.panRequired' });
    expect(check({ amount: '2000', pan: 'ABCDE1234' })).toEqual({ pan: 'donation.error.panMin' });
    expect(check({ amount: '2000', pan: '1BCDE1234F' })).toEqual({ pan: 'donation.error.panFormat' });
  });

  it('keeps family rows in their order and needs one', () => {
    expect(check({ 'family.1.relation': 'Son', 'family.1.name': 'Krishna' })).toMatchObject({
      family: [
        { relation: 'Mother', name: 'Annapurna' },
        { relation: 'Son', name: 'Krishna' },
      ],
    });
    expect(donationSchema.safeParse({ ...donationFromForm(base), family: [] }).success).toBe(false);
  });

  it('reads a UTR of 12 digits, with spaces', () => {
    expect(utrSchema.parse({ utr: '1234 5678 9012' }).utr).toBe('123456789012');
    expect(utrSchema.safeParse({ utr: '12345678901' }).success).toBe(false);
    expect(utrSchema.safeParse({ utr: '12345678901a' }).success).toBe(false);
  });
});

describe('fields a browser leaves out', () => {
  it('an unchecked terms box and no amount at all still get the spec messages', () => {
    const { terms: _terms, preset: _preset, ...rest } = base;
    expect(check({ ...rest, terms: undefined as unknown as string, preset: undefined as unknown as string })).toMatchObject({ amount: 'donation.error.amountRequired' });
    const parsed = donationSchema.safeParse(donationFromForm(rest));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({ amount: 'donation.error.amountRequired', terms: 'donation.error.terms' });
  });
});

describe("the donation form's citizenship declaration", () => {
  it('is required, one of the three answers', () => {
    expect(check({ citizenship: '' })).toEqual({ citizenship: 'citizenship.error.required' });
    expect(check({ citizenship: 'indian' })).toEqual({ citizenship: 'citizenship.error.required' });
    expect(check({ citizenship: 'foreign' })).toMatchObject({ citizenship: 'foreign' });
  });

  it('asks an Indian citizen abroad for the passport, with every other message at once', () => {
    expect(check({ citizenship: 'nri' })).toEqual({ passport: 'citizenship.error.passportRequired' });
    expect(check({ citizenship: 'nri', passport: 'K123456', message: 'short' })).toEqual({
      passport: 'citizenship.error.passportFormat',
      message: 'form.error.messageMin',
    });
    expect(check({ citizenship: 'nri', passport: 'k 1234567' })).toMatchObject({ citizenship: 'nri' });
  });
});
