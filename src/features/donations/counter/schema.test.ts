import { describe, expect, it } from 'vitest';
import { counterSchema } from './schema.ts';

const gift = { amount: '1,500', mode: 'cash', firstName: 'Ravi', lastName: 'Kumar', cause: 'annadanam' };
const resident = { ...gift, citizenship: 'resident' };
const issues = (body: Record<string, unknown>) => {
  const parsed = counterSchema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('counterSchema', () => {
  it('reads a cash gift in rupees as typed, with no reference, PAN sealed later in capitals', () => {
    const parsed = counterSchema.parse({ ...resident, reference: 'ignored', pan: ' abcde1234f ', phone: '' });
    expect(parsed).toMatchObject({
      amount: 1500,
      mode: 'cash',
      pan: 'ABCDE1234F',
      reference: undefined,
      phone: undefined,
    });
  });

  it.each([
    ['upi', '6123 4567 8901', '612345678901'],
    ['cheque', '123456   State Bank of India', '123456 State Bank of India'],
    ['card', 'SLIP-0042', 'SLIP-0042'],
  ])('keeps the %s reference in one clean form', (mode, reference, stored) => {
    expect(counterSchema.parse({ ...resident, mode, reference }).reference).toBe(stored);
  });

  it.each([
    ['upi', '61234567890', 'counter.error.utr'],
    ['cheque', 'State Bank of India', 'counter.error.cheque'],
    ['card', '', 'counter.error.card'],
  ])('refuses a %s reference that is not one', (mode, reference, message) => {
    expect(issues({ ...resident, mode, reference })).toEqual({ reference: message });
  });

  it('refuses a foreign citizen and a missing declaration, each with its own reason', () => {
    expect(issues({ ...gift, citizenship: 'foreign' })).toEqual({ citizenship: 'counter.error.foreign' });
    expect(issues(gift)).toEqual({ citizenship: 'counter.error.citizenship' });
  });

  it('refuses a wrong PAN and an amount that is missing, partial or too large', () => {
    expect(issues({ ...resident, pan: 'ABCDE12345' })).toEqual({ pan: 'donation.error.identityFormat.pan' });
    expect(issues({ ...resident, amount: '' })).toEqual({ amount: 'counter.error.amountRequired' });
    expect(issues({ ...resident, amount: '10.50' })).toEqual({ amount: 'donation.error.amountWhole' });
    expect(issues({ ...resident, amount: 10_00_00_001 })).toEqual({ amount: 'counter.error.amountMax' });
  });
});
