import { describe, expect, it } from 'vitest';
import { taxKeptSince } from './anonymise.ts';

describe('the tax keeping period', () => {
  it('counts whole financial years after the one a record belongs to ends, in India time', () => {
    // On 1 April 2037 (India), FY 2026-27 and earlier have had their ten years.
    expect(taxKeptSince(new Date('2037-03-31T18:30:00Z'), 10)).toBe('2027-03-31T18:30:00.000Z');
    // On 31 March 2037, still FY 2036-37: FY 2026-27 is kept one day more.
    expect(taxKeptSince(new Date('2037-03-31T18:29:59Z'), 10)).toBe('2026-03-31T18:30:00.000Z');
    expect(taxKeptSince(new Date('2026-11-27T00:00:00Z'), 8)).toBe('2018-03-31T18:30:00.000Z');
  });
});
