import { describe, expect, it } from 'vitest';
import { isIsoDay, isTimeZone, siteDay } from './time.ts';

describe('site day', () => {
  it('is the day in India, which starts 5½ hours before UTC midnight', () => {
    expect(siteDay(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
    expect(siteDay(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
  });

  it('accepts only real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('01/02/2026')).toBe(false);
    expect(isIsoDay('2026-1-1')).toBe(false);
  });
});

describe('a time zone', () => {
  it('is known by its name', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Ongole/Andhra')).toBe(false);
  });
});
