import { describe, expect, it } from 'vitest';
import { panchangamQuerySchema } from './query.ts';

const messages = (input: Record<string, string>) => {
  const result = panchangamQuerySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('a panchangam request', () => {
  it('takes a day, a span of up to 366 days, or nothing (today)', () => {
    expect(messages({ date: '2026-03-19' })).toEqual([]);
    expect(messages({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(messages({})).toEqual([]);
  });

  it('refuses what is not a real day, outside the years reckoned, half a span, a backwards or too long span', () => {
    expect(messages({ date: '2026-02-30' })).toEqual(['panchangam.error.date']);
    expect(messages({ date: '19-03-2026' })).toEqual(['panchangam.error.date']);
    expect(messages({ date: '1850-01-01' })).toEqual(['panchangam.error.years']);
    expect(messages({ from: '2026-01-01' })).toEqual(['panchangam.error.which']);
    expect(messages({ date: '2026-01-01', from: '2026-01-01', to: '2026-01-02' })).toEqual(['panchangam.error.which']);
    expect(messages({ from: '2026-02-01', to: '2026-01-01' })).toEqual(['panchangam.error.order']);
    expect(messages({ from: '2024-01-01', to: '2025-01-01' })).toEqual(['panchangam.error.span']);
    expect(messages({ from: '2025-01-01', to: '2026-01-01' })).toEqual([]);
  });
});
