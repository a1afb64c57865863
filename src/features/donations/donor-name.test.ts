import { describe, expect, it } from 'vitest';
import { donorName, fullName } from './donor-name.ts';

const telugu = { first_name: 'సీతారామయ్య', last_name: 'కొండూరి' };
const latin = { first_name: 'Venkata', last_name: 'Subbaiah' };

describe("the donor's name", () => {
  it('puts the family name first in Telugu and the given name first in English', () => {
    expect(fullName(telugu, 'te')).toBe('కొండూరి సీతారామయ్య');
    expect(fullName(telugu, 'en')).toBe('సీతారామయ్య కొండూరి');
    expect(fullName(latin, 'te')).toBe('Subbaiah Venkata');
    expect(fullName(latin, 'en')).toBe('Venkata Subbaiah');
  });

  it('gives a Telugu name its Latin spelling beside it on a receipt, in the same order', () => {
    expect(donorName(telugu, 'te')).toBe('కొండూరి సీతారామయ్య (Konduri Sitaramayya)');
    expect(donorName(telugu)).toBe('సీతారామయ్య కొండూరి (Sitaramayya Konduri)');
    expect(donorName(latin)).toBe('Venkata Subbaiah');
  });
});
