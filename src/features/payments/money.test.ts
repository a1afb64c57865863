import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  financialYear,
  financialYearBounds,
  formatRupees,
  numberInWords,
  paiseToDecimal,
  recentFinancialYears,
} from './money.ts';

describe('money', () => {
  it('writes amounts in words the Indian way', () => {
    expect(numberInWords(5000)).toBe('Five Thousand');
    expect(numberInWords(120_500)).toBe('One Lakh Twenty Thousand Five Hundred');
    expect(numberInWords(10_00_000)).toBe('Ten Lakh');
    expect(numberInWords(2_34_56_789)).toBe('Two Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine');
    expect(amountInWords(100_050)).toBe('Rupees One Thousand and Fifty Paise Only');
    expect(amountInWords(200_000)).toBe('Rupees Two Thousand Only');
  });

  it('formats paise as rupees with Indian grouping, and as UPI decimals', () => {
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(paiseToDecimal(250_005)).toBe('2500.05');
  });

  it('names the financial year by the date in India', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(financialYearBounds('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearBounds('2026-28')).toBeUndefined();
    expect(recentFinancialYears(new Date('2027-05-01T00:00:00Z'), 2)).toEqual(['2027-28', '2026-27']);
  });
});
