import { LRUCache } from 'lru-cache';
import { dayNumber, dayOf, localDay } from './clock.ts';
import { lunarMonthAt, monthAfter, type LunarMonth } from './month.ts';
import { siderealLongitudes } from './sky.ts';
import { nextCrossing } from './boundary.ts';
import { dayHolding, tithiDay } from './festivals.ts';
import { sunriseOn, type Place } from './sun.ts';

/**
 * When a seva that comes back falls: a parent's tithi in a masam each year, or a birth star each
 * month or each year (docs/decisions/162). Numbers as the panchangam gives them: masam 1–12 from
 * Chaitra, tithi 1–30 from Shukla Pratipada, nakshatram 1–27 from Ashwini.
 */
export type SevaRule =
  | { kind: 'yearly-tithi'; masam: number; tithi: number }
  | { kind: 'monthly-nakshatram'; nakshatram: number }
  | { kind: 'yearly-nakshatram'; masam: number; nakshatram: number };

/** How many times a rule comes round in the years paid for. */
export const occurrencesIn = (rule: Pick<SevaRule, 'kind'>, years: number) =>
  rule.kind === 'monthly-nakshatram' ? years * 12 : years;

interface Sunrise {
  day: string;
  month: number;
  nakshatram: number;
}
type Limb = 'tithi' | 'nakshatram';
const STAR = 360 / 27;

// Only the numbers a star's day needs, not the whole day's panchangam: ten years of months stay quick.
// Ten years of months are under 3,700 days, so one seva's dates fit in the cache whole.
const seen = new LRUCache<string, Sunrise>({ max: 5000 });
function atSunrise(place: Place, day: string): Sunrise {
  const key = `${place.latitude},${place.longitude},${place.timeZone},${day}`;
  const hit = seen.get(key);
  if (hit) return hit;
  const at = sunriseOn(place, day);
  const l = siderealLongitudes(at);
  const found = { day, month: lunarMonthAt(at).start.getTime(), nakshatram: Math.floor(l.moon / STAR) + 1 };
  seen.set(key, found);
  return found;
}

const around = (n: number) => ((((n - 1) % 27) + 27) % 27) + 1;

/**
 * The day of a lunar month on which a tithi or star is kept: the first whose sunrise it holds; when
 * it holds at no sunrise, the day it begins, by the rule festivals are read by (dayHolding).
 */
export function dayInMonth(place: Place, month: LunarMonth, limb: Limb, target: number): string {
  if (limb === 'tithi') return tithiDay(place, month, target, 'sunrise');
  const first = dayNumber(localDay(month.start, place.timeZone)) - 1;
  const last = dayNumber(localDay(month.end, place.timeZone)) + 1;
  const days: Sunrise[] = [];
  for (let n = first; n <= last; n++) days.push(atSunrise(place, dayOf(n)));
  // A month found from its neighbour and one found from a day differ by the search's few seconds.
  const inMonth = (d: Sunrise) => Math.abs(d.month - month.start.getTime()) < 3_600_000;
  const held = days.find((d) => inMonth(d) && d.nakshatram === target);
  if (held) return held.day;
  for (let i = 0; i + 1 < days.length; i++) {
    const [d, next] = [days[i]!, days[i + 1]!];
    if (d.nakshatram !== around(target - 1) || next.nakshatram !== around(target + 1)) continue;
    if (!inMonth(d) && !inMonth(next)) continue;
    const start = nextCrossing('moon', (target - 1) * STAR, sunriseOn(place, d.day));
    return dayHolding(place, { start, end: nextCrossing('moon', (target * STAR) % 360, start) }, 'sunrise');
  }
  throw new Error(`No nakshatram ${target} in the lunar month from ${month.start.toISOString()}`);
}

/**
 * The dates of a rule's occurrences from `from` (the first day the puja may be booked), as many as
 * the years paid for. A yearly seva in a masam is kept in the ordinary month of that name, the nija
 * one when an adhika month comes first; a monthly star is kept in every lunar month, adhika included.
 */
export function sevaDates(place: Place, rule: SevaRule, from: string, years: number): string[] {
  const wanted = occurrencesIn(rule, years);
  const dates: string[] = [];
  let month = lunarMonthAt(sunriseOn(place, dayOf(dayNumber(from) - 35)));
  // Ten years hold under 130 lunar months; the bound only keeps a mistake from running for ever.
  for (let guard = 0; dates.length < wanted && guard < wanted * 14 + 30; guard++, month = monthAfter(month)) {
    let day: string | undefined;
    if (rule.kind === 'monthly-nakshatram') day = dayInMonth(place, month, 'nakshatram', rule.nakshatram);
    else if (month.index === rule.masam - 1 && !month.adhika) {
      const limb = rule.kind === 'yearly-tithi' ? 'tithi' : 'nakshatram';
      day = dayInMonth(place, month, limb, rule.kind === 'yearly-tithi' ? rule.tithi : rule.nakshatram);
    }
    if (day && day >= from && (dates.length === 0 || day > dates[dates.length - 1]!)) dates.push(day);
  }
  return dates;
}
