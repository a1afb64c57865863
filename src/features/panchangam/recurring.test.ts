import { describe, expect, it } from 'vitest';
import { occurrencesIn, sevaDates } from './recurring.ts';
import { panchangamOn } from './reckon.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };

describe("a parent's tithi every year", () => {
  it('falls on Karthika Pournami each year, on the day it begins when it holds at no sunrise (2024)', () => {
    const dates = sevaDates(ongole, { kind: 'yearly-tithi', masam: 8, tithi: 15 }, '2024-01-01', 3);
    expect(dates).toEqual(['2024-11-15', '2025-11-05', '2026-11-24']);
    // 2024: Chaturdashi at sunrise, Pournami from 06:19 to before the next sunrise (kshaya).
    expect(panchangamOn(ongole, '2024-11-15').tithi.number).toBe(14);
    for (const day of dates.slice(1)) expect(panchangamOn(ongole, day).tithi.number).toBe(15);
  });

  it('keeps Chaitra Shukla Pratipada on Ugadi, the skipped Pratipada of 2026 included', () => {
    expect(sevaDates(ongole, { kind: 'yearly-tithi', masam: 1, tithi: 1 }, '2024-01-01', 3)).toEqual([
      '2024-04-09',
      '2025-03-30',
      '2026-03-19',
    ]);
  });

  it('is kept in nija Jyeshtha in 2026, not in the adhika month before it', () => {
    const dates = sevaDates(ongole, { kind: 'yearly-tithi', masam: 3, tithi: 6 }, '2025-01-01', 3);
    expect(dates).toEqual(['2025-06-01', '2026-06-20', '2027-06-10']);
    const nija = panchangamOn(ongole, '2026-06-20');
    expect([nija.masam.number, nija.masam.adhika, nija.masam.nija, nija.tithi.number]).toEqual([3, false, true, 6]);
  });

  it('starts from the first day the puja may be booked', () => {
    expect(sevaDates(ongole, { kind: 'yearly-tithi', masam: 1, tithi: 1 }, '2024-04-10', 2)).toEqual([
      '2025-03-30',
      '2026-03-19',
    ]);
  });
});

describe('a birth star', () => {
  it(
    'every month: ' +
      'one day in each lunar month for twelve months, ' +
      'the star at its sunrise or beginning that day',
    () => {
      const rule = { kind: 'monthly-nakshatram', nakshatram: 4 } as const;
      const dates = sevaDates(ongole, rule, '2025-01-01', 1);
      expect(occurrencesIn(rule, 1)).toBe(12);
      expect(dates).toEqual([
        '2025-01-11',
        '2025-02-07',
        '2025-03-06',
        '2025-04-03',
        '2025-04-30',
        '2025-06-24',
        '2025-07-21',
        '2025-08-17',
        '2025-09-14',
        '2025-10-11',
        '2025-11-07',
        '2025-12-05',
      ]);
      const months = dates.map((d) => panchangamOn(ongole, d).masam.number);
      expect(months).toEqual([10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const day of dates) expect(panchangamOn(ongole, day).nakshatram.number).toBe(4);
    },
  );

  it('every month: a star that holds at no sunrise is kept the day it begins (Rohini, 1 October 2026)', () => {
    const dates = sevaDates(ongole, { kind: 'monthly-nakshatram', nakshatram: 4 }, '2026-09-01', 1);
    expect(dates).toContain('2026-10-01');
    const day = panchangamOn(ongole, '2026-10-01');
    expect(day.nakshatram.number).toBe(3);
    expect(day.nakshatram.endsAt.getTime()).toBeLessThan(panchangamOn(ongole, '2026-10-02').sunrise.getTime());
  });

  it('every year in a masam: Magha in Bhadrapada', () => {
    const dates = sevaDates(ongole, { kind: 'yearly-nakshatram', masam: 6, nakshatram: 10 }, '2025-01-01', 3);
    expect(dates).toEqual(['2025-09-20', '2026-10-07', '2027-09-28']);
    for (const d of dates) expect(panchangamOn(ongole, d).masam.number).toBe(6);
  });
});
