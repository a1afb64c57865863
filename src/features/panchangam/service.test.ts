import { describe, expect, it } from 'vitest';
import { panchangamJson } from './json.ts';
import { panchangamOn } from './reckon.ts';
import { todayAtAshram } from './service.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };
const delhi = { latitude: 28.6139, longitude: 77.209, timeZone: 'Asia/Kolkata' };
const newYork = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' };

/** The day's answer made afresh, as todayAtAshram made it before it kept one. */
function reckoned(place: typeof ongole, date: string) {
  const day = panchangamJson(panchangamOn(place, date), place.timeZone);
  return { date: day.date, tithi: day.tithi, nakshatram: day.nakshatram, rahuKalam: day.rahuKalam };
}

describe("today's panchangam at the ashram", () => {
  it('turns to the next day at the local midnight, not before, and back for an earlier instant', () => {
    // 23:59:59 in India on 26 November is 18:29:59 UTC.
    expect(todayAtAshram(ongole, new Date('2026-11-26T18:29:59Z'))).toEqual(reckoned(ongole, '2026-11-26'));
    expect(todayAtAshram(ongole, new Date('2026-11-26T12:00:00Z')).date).toBe('2026-11-26');
    expect(todayAtAshram(ongole, new Date('2026-11-26T18:30:00Z'))).toEqual(reckoned(ongole, '2026-11-27'));
    expect(todayAtAshram(ongole, new Date('2026-11-26T18:29:59Z')).date).toBe('2026-11-26');
    expect(todayAtAshram(ongole, new Date('2026-11-25T18:30:00Z')).date).toBe('2026-11-26');
    expect(todayAtAshram(ongole, new Date('2026-11-25T18:29:59Z')).date).toBe('2026-11-25');
  });

  it('answers another place with its own day and times', () => {
    const at = new Date('2026-11-27T02:00:00Z');
    expect(todayAtAshram(ongole, at)).toEqual(reckoned(ongole, '2026-11-27'));
    expect(todayAtAshram(newYork, at)).toEqual(reckoned(newYork, '2026-11-26'));
    expect(todayAtAshram(ongole, at)).toEqual(reckoned(ongole, '2026-11-27'));
    expect(todayAtAshram(delhi, at)).toEqual(reckoned(delhi, '2026-11-27'));
    expect(reckoned(delhi, '2026-11-27')).not.toEqual(reckoned(ongole, '2026-11-27'));
  });
});
