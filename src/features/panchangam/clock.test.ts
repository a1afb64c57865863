import { describe, expect, it } from 'vitest';
import { isoAt, localDay, localMidnight, secondsToMidnight } from './clock.ts';

describe('times at the ashram', () => {
  it('prints an instant with the zone offset', () => {
    expect(isoAt(new Date('2026-03-19T01:23:20Z'), 'Asia/Kolkata')).toBe('2026-03-19T06:53:20+05:30');
    expect(isoAt(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
  });

  it("finds a day's local midnight and an instant's local day", () => {
    expect(localMidnight('2026-03-19', 'Asia/Kolkata').toISOString()).toBe('2026-03-18T18:30:00.000Z');
    expect(localDay(new Date('2026-03-18T19:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-19');
  });

  it("counts the seconds today stays today at the ashram: India's midnight is 18:30 UTC", () => {
    expect(secondsToMidnight(new Date('2026-11-27T18:29:00Z'), 'Asia/Kolkata')).toBe(60);
    expect(secondsToMidnight(new Date('2026-11-27T18:30:00Z'), 'Asia/Kolkata')).toBe(86_400);
    expect(secondsToMidnight(new Date('2026-11-27T12:00:00Z'), 'Asia/Kolkata')).toBe(6.5 * 3600);
  });
});
