import { describe, expect, it } from 'vitest';
import { fieldMessages } from '#src/server/validation/messages.ts';

/** The message key of each field that failed. */
const fieldErrors = (error: Parameters<typeof fieldMessages>[0]) =>
  Object.fromEntries(Object.entries(fieldMessages(error)).map(([name, m]) => [name, m.key]));
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
    expect(check({ amount: '1,500' })).toMatchObject({ amount: 1500, identity: undefined, cause: 'general' });
    expect(check({ amount: '' })).toMatchObject({ amount: 500 });
  });

  it('requires an identity from ₹2,000, PAN unless another type is chosen, cleaned of spaces and case', () => {
    const given = (change: Record<string, string>) => (check(change) as { identity?: unknown }).identity;
    expect(given({ amount: '2000', identity: 'abcde 1234 f' })).toEqual({ type: 'pan', number: 'ABCDE1234F' });
    expect(given({ amount: '2000', identityType: 'aadhaar', identity: '2345 6789 0124' })).toEqual({
      type: 'aadhaar',
      number: '234567890124',
    });
    const required = { identity: 'donation.error.identityRequired' };
    expect(check({ amount: '2000' })).toEqual(required);
    expect(check({ amount: '2000', identityType: 'aadhaar', identity: '' })).toEqual(required);
  });

  it('names the expected type when a number has the wrong form', () => {
    const format = (type: string) => ({ identity: `donation.error.identityFormat.${type}` });
    expect(check({ amount: '2000', identity: '1BCDE1234F' })).toEqual(format('pan'));
    // One digit wrong: the Verhoeff check digit no longer matches.
    expect(check({ amount: '5000', identityType: 'aadhaar', identity: '2345 6789 0125' })).toEqual(format('aadhaar'));
    expect(check({ amount: '5000', identityType: 'voter', identity: 'AB1234567' })).toEqual(format('voter'));
    const unknown = check({ amount: '5000', identityType: 'licence', identity: 'AB1234567' });
    expect(unknown).toEqual({ identityType: 'donation.error.identityType' });
  });

  it('takes an identity below ₹2,000 only when given, and checks it then', () => {
    expect(check({ amount: '500', identityType: 'passport', identity: '' })).toMatchObject({ identity: undefined });
    const passport = check({ amount: '500', identityType: 'passport', identity: 'z1234567' });
    expect(passport).toMatchObject({ identity: { type: 'passport', number: 'Z1234567' } });
    expect(check({ amount: '500', identity: 'nonsense' })).toEqual({ identity: 'donation.error.identityFormat.pan' });
  });

  it("reads older clients' pan field as a PAN, and answers on that field", () => {
    const pan = { type: 'pan', number: 'ABCDE1234F' };
    expect(check({ amount: '2000', pan: 'abcde1234f' })).toMatchObject({ identity: pan });
    expect(check({ amount: '2000', pan: 'ABCDE1234' })).toEqual({ pan: 'donation.error.identityFormat.pan' });
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
  it('an unchecked terms box and no amount at all still get their own messages', () => {
    const { terms: _terms, preset: _preset, ...rest } = base;
    expect(
      check({ ...rest, terms: undefined as unknown as string, preset: undefined as unknown as string }),
    ).toMatchObject({ amount: 'donation.error.amountRequired' });
    const parsed = donationSchema.safeParse(donationFromForm(rest));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({
      amount: 'donation.error.amountRequired',
      terms: 'donation.error.terms',
    });
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
