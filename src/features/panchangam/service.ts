export { panchangamOperations } from './api-doc.ts';

/**
 * What other features and pages use of the panchangam: today's day at the ashram, the festivals of
 * the coming year and the next days of the schedule's monthly pujas.
 */
import { LRUCache } from 'lru-cache';
import { dayNumber, dayOf, localDay, localMidnight } from './clock.ts';
import { panchangamJson, type PanchangamJson } from './json.ts';
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
  // Every uncached home page asks; naming the day and its times at the zone costs more than the
  // rest of the page's reads, so the answer is kept from the day's local midnight to the next.
  const key = `${place.latitude},${place.longitude},${place.timeZone}`;
  const at = now.getTime();
  if (todayKept?.key === key && at >= todayKept.from && at < todayKept.until) return todayKept.value;
  const date = todayAt(place, now);
  const day = panchangamJson(panchangamOn(place, date), place.timeZone);
  const value = { date: day.date, tithi: day.tithi, nakshatram: day.nakshatram, rahuKalam: day.rahuKalam };
  const from = localMidnight(date, place.timeZone).getTime();
  const until = localMidnight(dayOf(dayNumber(date) + 1), place.timeZone).getTime();
  todayKept = { key, from, until, value };
  return value;
}
export type TodayAtAshram = { date: string } & Pick<PanchangamJson, 'tithi' | 'nakshatram' | 'rahuKalam'>;
let todayKept: { key: string; from: number; until: number; value: TodayAtAshram } | undefined;

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
