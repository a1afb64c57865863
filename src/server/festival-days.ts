import { dayFromToday } from './demo-days.ts';
import { siteDay } from './time.ts';

/**
 * The days of the festivals the demo content names, 2024 to 2030, as the published panchangams
 * list them (Drik Panchang's festival pages, for one). Each is also the day the festival rules of
 * src/features/panchangam/festival-rules.ts find at Ongole (festivals.test.ts checks it): Maha
 * Shivaratri is Magha Bahula Chaturdashi at midnight, Guru Purnima the Ashadha full moon at
 * sunrise, Vijayadashami Ashvayuja Shukla Dashami in the afternoon, Deepavali the Ashvayuja new
 * moon at dusk, Karthika Pournami the Karthika full moon at sunrise. Guru Purnima falls in late
 * July in 2026 and 2029: an adhika month comes before Ashadha. Add the next years here before 2030
 * runs out; past it the demo falls back to days counted from today.
 */
export const festivalDays = {
  mahaShivaratri: ['2024-03-08', '2025-02-26', '2026-02-15', '2027-03-06', '2028-02-23', '2029-02-11', '2030-03-02'],
  guruPurnima: ['2024-07-21', '2025-07-10', '2026-07-29', '2027-07-18', '2028-07-06', '2029-07-25', '2030-07-15'],
  vijayadashami: ['2024-10-12', '2025-10-02', '2026-10-20', '2027-10-09', '2028-09-27', '2029-10-16', '2030-10-06'],
  deepavali: ['2024-10-31', '2025-10-20', '2026-11-08', '2027-10-29', '2028-10-17', '2029-11-05', '2030-10-26'],
  karthikaPournami: ['2024-11-15', '2025-11-05', '2026-11-24', '2027-11-14', '2028-11-02', '2029-11-21', '2030-11-10'],
} as const satisfies Record<string, readonly string[]>;

export type Festival = keyof typeof festivalDays;

/** When a demo record falls: a festival's last day before today or its next day from today on. */
export type DemoWhen = { festival: Festival; side: 'previous' | 'coming'; otherwise: number } | { offset: number };

/** The festival's day on that side of today, or null when the table does not reach that far. */
export function festivalDay(festival: Festival, side: 'previous' | 'coming', today = siteDay()): string | null {
  const days: readonly string[] = festivalDays[festival];
  return side === 'previous' ? (days.findLast((d) => d < today) ?? null) : (days.find((d) => d >= today) ?? null);
}

/** The day of a demo record: its festival's real day, else `otherwise` days from today. */
export function demoDay(when: DemoWhen, today = siteDay()): string {
  if ('offset' in when) return dayFromToday(when.offset, today);
  return festivalDay(when.festival, when.side, today) ?? dayFromToday(when.otherwise, today);
}
