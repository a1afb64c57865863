import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits.ts';
import { donationSchema, utrSchema } from '#src/features/donations/schema.ts';
import { phone } from '#src/server/validation/person-fields.ts';
import { normalisePhone as settingsPhone } from '#src/features/settings/sections/contacts.ts';
import { paymentSchema, paymentSeed } from '#src/features/settings/sections/payment.ts';
import { resetSchema } from '#src/features/auth/schema.ts';
import { isoDay } from '#src/server/validation/record-fields.ts';
import { filterFromQuery } from '#src/features/donations/admin/filters.ts';
import { parsePadam } from '#src/features/vaastu/calculator.ts';

// ౫౦౦ is 500 in Telugu digits.
describe('Telugu digits', () => {
  it('are read as ASCII digits, and nothing else changes', () => {
    expect(asciiDigits('౦౧౨౩౪౫౬౭౮౯')).toBe('0123456789');
    expect(asciiDigits('₹ ౧,౦౦౦ రూపాయలు')).toBe('₹ 1,000 రూపాయలు');
  });

  const donation = {
    firstName: 'Rama',
    lastName: 'Sarma',
    email: 'rama@example.org',
    family: [{ relation: 'Self', name: 'Rama' }],
    message: 'For annadanam on the full moon day',
    terms: 'on',
    citizenship: 'resident',
  };

  it('count in every numeric field: the donation amount and the PAN', () => {
    const parsed = donationSchema.parse({ ...donation, amount: '౨,౫౦౦', pan: 'abcde౧౨౩౪f' });
    expect(parsed.amount).toBe(2500);
    expect(parsed.identity).toEqual({ type: 'pan', number: 'ABCDE1234F' });
  });

  it('count in phone numbers, a UTR, a reset code, a date and the trust PAN', () => {
    expect(phone.parse('౯౮౭౬౫ ౪౩౨౧౦')).toBe('+919876543210');
    expect(settingsPhone('+౯౧ ౯౮౭౬౫ ౪౩౨౧౦')).toBe('+91 98765 43210');
    expect(utrSchema.parse({ utr: '౧౨౩౪ ౫౬౭౮ ౯౦౧౨' }).utr).toBe('123456789012');
    expect(resetSchema.parse({ email: 'rama@example.org', token: '౧౨౩౪౫౬', password: 'secret-1' }).token).toBe(
      '123456',
    );
    expect(isoDay().parse('౨౦౨౬-౧౧-౨౨')).toBe('2026-11-22');
    expect(filterFromQuery(new URLSearchParams({ from: '౨౦౨౬-౦౪-౦౧' })).from).toBe('2026-04-01');
    expect(paymentSchema.parse({ ...paymentSeed, trustPan: 'AAATS౧౨౩౪A' }).trustPan).toBe('AAATS1234A');
  });

  it('count in the ayadi padam', () => {
    expect(parsePadam('౧౦')).toEqual({ kind: 'ok', n: 10n });
  });
});
