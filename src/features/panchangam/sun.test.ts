import { Body, Observer, SearchAltitude } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { sunriseOn, sunsetAfter } from './sun.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };
const observer = new Observer(ongole.latitude, ongole.longitude, 0);
const minutes = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 60_000;

describe('sunrise as Telugu almanacs print it', () => {
  it("is the upper limb touching the horizon with refraction: the centre 50' below it", () => {
    for (const day of ['2025-01-01', '2025-04-14', '2025-06-21', '2025-10-01']) {
      const rise = sunriseOn(ongole, day);
      const centreAt50 = SearchAltitude(Body.Sun, observer, +1, new Date(`${day}T00:00:00+05:30`), 1, -50 / 60)!.date;
      expect(Math.abs(minutes(rise, centreAt50))).toBeLessThan(0.5);
      // The centre on the geometric horizon, the other convention, comes about 3.5 minutes later.
      const centreAt0 = SearchAltitude(Body.Sun, observer, +1, new Date(`${day}T00:00:00+05:30`), 1, 0)!.date;
      expect(minutes(centreAt0, rise)).toBeGreaterThan(3);
    }
  });

  it('falls on the civil day asked for, and sunset on the same day', () => {
    const rise = sunriseOn(ongole, '2025-06-21');
    expect(rise.toISOString()).toMatch(/^2025-06-21T00:/); // 05:3x at +05:30
    const set = sunsetAfter(ongole, rise);
    expect(minutes(set, rise) / 60).toBeGreaterThan(12.5); // the longest day at 15.5° N is about 13 hours
    expect(minutes(set, rise) / 60).toBeLessThan(13.3);
  });
});
