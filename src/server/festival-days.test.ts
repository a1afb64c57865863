import { describe, expect, it } from 'vitest';
import { demoDay, festivalDay, festivalDays, type Festival } from './festival-days.ts';
import { demoEventsOn } from '#src/features/events/demo.ts';
import { demoPujaCardsOn } from '#src/features/puja-cards/demo.ts';

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
const month = (day: string) => Number(day.slice(5, 7));

describe('the festival table', () => {
  it('has one day a year from 2024 to 2030 for each festival, in order', () => {
    for (const days of Object.values(festivalDays)) {
      expect(days.map((d) => d.slice(0, 4))).toEqual(['2024', '2025', '2026', '2027', '2028', '2029', '2030']);
      // A lunar year is 354 or 355 days, 383 to 385 with a leap month.
      for (let i = 1; i < days.length; i++)
        expect([354, 355, 383, 384, 385]).toContain(daysBetween(days[i - 1]!, days[i]!));
    }
  });

  it('puts each festival in its season', () => {
    const seasons: Record<Festival, number[]> = {
      mahaShivaratri: [2, 3],
      guruPurnima: [6, 7],
      vijayadashami: [9, 10],
      deepavali: [10, 11],
      karthikaPournami: [10, 11],
    };
    for (const [festival, months] of Object.entries(seasons)) {
      for (const day of festivalDays[festival as Festival]) expect(months, `${festival} ${day}`).toContain(month(day));
    }
  });

  it(
    'keeps the lunar order of the autumn: Dasara, then Deepavali three weeks on, ' +
      'then the Karthika full moon a fortnight later',
    () => {
      festivalDays.deepavali.forEach((deepavali, year) => {
        expect(daysBetween(festivalDays.vijayadashami[year]!, deepavali)).toBeGreaterThanOrEqual(18);
        expect(daysBetween(festivalDays.vijayadashami[year]!, deepavali)).toBeLessThanOrEqual(21);
        expect(daysBetween(deepavali, festivalDays.karthikaPournami[year]!)).toBeGreaterThanOrEqual(14);
        expect(daysBetween(deepavali, festivalDays.karthikaPournami[year]!)).toBeLessThanOrEqual(16);
      });
    },
  );

  it('finds the last day gone and the next to come, today counting as to come', () => {
    expect(festivalDay('mahaShivaratri', 'previous', '2026-11-22')).toBe('2026-02-15');
    expect(festivalDay('mahaShivaratri', 'previous', '2026-02-15')).toBe('2025-02-26');
    expect(festivalDay('karthikaPournami', 'coming', '2026-11-22')).toBe('2026-11-24');
    expect(festivalDay('karthikaPournami', 'coming', '2026-11-24')).toBe('2026-11-24');
    expect(festivalDay('karthikaPournami', 'coming', '2030-11-11')).toBeNull();
    expect(demoDay({ festival: 'karthikaPournami', side: 'coming', otherwise: 12 }, '2030-12-01')).toBe('2030-12-13');
  });
});

describe('the demo content on its real days', () => {
  it('seeds the festivals on their days: two gone, two to come', () => {
    const events = Object.fromEntries(demoEventsOn('2026-11-22').map((e) => [e.title, e.eventDate]));
    expect(events).toEqual({
      'Guru Purnima': '2026-07-29',
      'Maha Shivaratri Jagaran': '2026-02-15',
      'Karthika Deepotsavam': '2026-11-24',
      'Ashram Anniversary': '2027-01-09',
    });
  });

  it('keeps the events on their side of today whatever day the site is first started', () => {
    for (let day = Date.parse('2025-01-01'); day < Date.parse('2030-06-01'); day += 11 * 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      const [guru, shivaratri, karthika] = demoEventsOn(today);
      expect(guru!.eventDate < today && shivaratri!.eventDate < today, today).toBe(true);
      expect(karthika!.eventDate >= today, today).toBe(true);
      expect(month(shivaratri!.eventDate)).toBeGreaterThanOrEqual(2);
      expect(month(shivaratri!.eventDate)).toBeLessThanOrEqual(3);
    }
  });

  it('puts Lakshmi Puja on the last Deepavali and Chandi Homam on the last Vijayadashami', () => {
    const cards = Object.fromEntries(demoPujaCardsOn('2026-11-22').map((c) => [c.title, c.date]));
    expect(cards).toEqual({
      Rudrabhishekam: '2026-11-19',
      'Satyanarayana Vratam': '2026-11-05',
      'Chandi Homam': '2026-10-20',
      'Lakshmi Puja': '2026-11-08',
    });
  });
});
