export { panchangamOperations } from './api-doc.ts';

/**
 * What other features and pages use of the panchangam: today's day at the ashram, the festivals of
 * the coming year and the next days of the schedule's monthly pujas.
 */
import { LRUCache } from 'lru-cache';
import { localDay } from './clock.ts';
import { panchangamJson } from './json.ts';
import { nextMonthlyDays } from './festivals.ts';
import { monthlyDays, type MonthlyKey } from './festival-rules.ts';
import { panchangamOn } from './reckon.ts';
import type { Place } from './sun.ts';

export type { Place } from './sun.ts';
export { occurrencesIn, sevaDates } from './recurring.ts';
export type { FestivalDay } from './festival-days/service.ts';
export { comingFestivals, computedFestivals } from './festival-days/service.ts';

/** The ashram's today: its civil date at the place. */
export const todayAt = (place: Place, now = new Date()) => localDay(now, place.timeZone);

/** Today's tithi, nakshatram and Rahu kalam at the ashram, for the home page. */
export function todayAtAshram(place: Place, now = new Date()) {
  const day = panchangamJson(panchangamOn(place, todayAt(place, now)), place.timeZone);
  return { date: day.date, tithi: day.tithi, nakshatram: day.nakshatram, rahuKalam: day.rahuKalam };
}
export type TodayAtAshram = ReturnType<typeof todayAtAshram>;

// The next monthly days, per place and day: a few entries, for today and yesterday while the day turns.
const nextMonthly = new LRUCache<string, Record<MonthlyKey, string>>({ max: 4 });

/** The next Pournami, Amavasya and Sankashti from today, each with its names. */
export function nextMonthlyPujaDays(place: Place, today: string) {
  const key = `${place.latitude},${place.longitude},${place.timeZone},${today}`;
  let next = nextMonthly.get(key);
  if (!next) {
    next = nextMonthlyDays(place, today);
    nextMonthly.set(key, next);
  }
  const days = next;
  return monthlyDays.map((m) => ({ key: m.key, name: m.name, date: days[m.key] }));
}
