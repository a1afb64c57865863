import { describe, expect, it } from 'vitest';
import { sameDonor } from './same-donor.ts';

const ravi = { firstName: 'Ravi', lastName: 'Kumar', phone: '+919848012345', email: 'ravi@example.org' };

describe('sameDonor', () => {
  it('goes by the PAN when both gifts carry one, whatever the names', () => {
    expect(sameDonor({ ...ravi, pan: 'ABCDE1234F' }, { firstName: 'R', lastName: 'K', pan: 'ABCDE1234F' })).toBe(true);
    expect(sameDonor({ ...ravi, pan: 'ABCDE1234F' }, { ...ravi, pan: 'ZZZZZ9999Z' })).toBe(false);
  });

  it('goes by the name and the phone or e-mail when a PAN is missing on either side', () => {
    expect(sameDonor({ ...ravi, pan: 'ABCDE1234F' }, { ...ravi, email: undefined })).toBe(true);
    expect(sameDonor({ firstName: ' ravi ', lastName: 'KUMAR', email: 'RAVI@example.org' }, ravi)).toBe(true);
    expect(sameDonor({ ...ravi, phone: '+919848099999', email: undefined }, ravi)).toBe(false);
    expect(sameDonor({ ...ravi, firstName: 'Ramesh' }, ravi)).toBe(false);
  });

  it('takes the same name alone as one person when this gift gives no phone and no e-mail', () => {
    expect(sameDonor({ firstName: 'Ravi', lastName: 'Kumar' }, ravi)).toBe(true);
  });
});
