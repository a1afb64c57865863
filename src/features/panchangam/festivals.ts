import { Body, Observer, SearchRiseSet } from 'astronomy-engine';
import { angleAt, nextCrossing } from './boundary.ts';
import type { AngleName } from './sky.ts';
import { dayNumber, dayOf, localDay } from './clock.ts';
import { festivals, monthlyDays, type FestivalRule, type MonthlyKey, type TimeOfDay } from './festival-rules.ts';
import { lunarMonthAt, monthAfter, type LunarMonth } from './month.ts';
import { sunriseOn, sunsetAfter, type Place } from './sun.ts';
import { ugadi } from './year.ts';

const DAY_MS = 86_400_000;

/**
 * The moment of a civil day its rule names. The daytime (sunrise to sunset) and the night (sunset to
 * the next sunrise) are each cut into 15 muhurtas: madhyahna is the middle of the day's third fifth,
 * aparahna of its fourth, pradosha the middle of the first three muhurtas of the night, nishita the
 * eighth muhurta of the night, and moonrise the Moon's first rise after sunset (or the day's sunset
 * when the Moon rises before it, as at a Krishna Chaturthi it seldom does).
 */
export function momentOf(place: Place, day: string, at: TimeOfDay): Date {
  const sunrise = sunriseOn(place, day);
  if (at === 'sunrise') return sunrise;
  const sunset = sunsetAfter(place, sunrise);
  const daytime = sunset.getTime() - sunrise.getTime();
  if (at === 'madhyahna') return new Date(sunrise.getTime() + daytime * 0.5);
  if (at === 'aparahna') return new Date(sunrise.getTime() + daytime * 0.7);
  const night = DAY_MS - daytime;
  if (at === 'pradosha') return new Date(sunset.getTime() + night * 0.1);
  if (at === 'nishita') return new Date(sunset.getTime() + night * 0.5);
  const observer = new Observer(place.latitude, place.longitude, 0);
  const rise = SearchRiseSet(Body.Moon, observer, 1, new Date(sunrise.getTime() + daytime * 0.75), 1);
  return rise ? rise.date : sunset;
}

/**
 * When the angle next reaches `target`, found in hops of at most 150°: the library's search needs the
 * angle's distance to the target to rise through zero once, which the wrap at 180° away would break.
 */
function crossingAfter(angle: AngleName, target: number, from: Date): Date {
  let at = from;
  let now = angleAt(angle, at);
  while ((((target - now) % 360) + 360) % 360 > 150) {
    at = nextCrossing(angle, (now + 150) % 360, at, now);
    now = angleAt(angle, at);
  }
  return nextCrossing(angle, target, at, now);
}

/** When a tithi of a lunar month begins and ends. */
function tithiSpan(month: LunarMonth, tithi: number): { start: Date; end: Date } {
  const start = tithi === 1 ? month.start : crossingAfter('elongation', (tithi - 1) * 12, month.start);
  const end = tithi === 30 ? month.end : crossingAfter('elongation', tithi * 12, start);
  return { start, end };
}

/**
 * The first day at whose named moment a tithi or star holds; when it holds at that moment on no day
 * (kshaya: it begins after one and ends before the next), the day it begins in, as almanacs print a
 * skipped tithi's festival. Festivals and sevas that come back both read a skipped day by this rule.
 */
export function dayHolding(place: Place, { start, end }: { start: Date; end: Date }, at: TimeOfDay): string {
  const first = dayNumber(localDay(start, place.timeZone)) - 1;
  const last = dayNumber(localDay(end, place.timeZone)) + 1;
  for (let n = first; n <= last; n++) {
    const moment = momentOf(place, dayOf(n), at);
    if (moment >= start && moment < end) return dayOf(n);
  }
  return localDay(start, place.timeZone);
}

/** The day a tithi of a lunar month is kept, by its named moment (see dayHolding). */
export const tithiDay = (place: Place, month: LunarMonth, tithi: number, at: TimeOfDay) =>
  dayHolding(place, tithiSpan(month, tithi), at);

/** The day the Sun enters the rasi after `from`: the next day when it enters after sunset. */
export function sankrantiDay(place: Place, rasi: number, from: Date): string {
  const entry = crossingAfter('sun', rasi * 30, from);
  const day = localDay(entry, place.timeZone);
  const sunset = sunsetAfter(place, sunriseOn(place, day));
  return entry > sunset ? dayOf(dayNumber(day) + 1) : day;
}

/** The Friday before a day (a week before when the day is itself a Friday). */
export function fridayBefore(day: string): string {
  const n = dayNumber(day);
  const weekday = new Date(n * DAY_MS).getUTCDay();
  return dayOf(n - ((weekday - 5 + 7) % 7 || 7));
}

/** The lunar months, adhika ones included, that begin from 40 days before `from` to `to`. */
function monthsAround(from: string, to: string): LunarMonth[] {
  const months: LunarMonth[] = [];
  let month = lunarMonthAt(new Date((dayNumber(from) - 40) * DAY_MS));
  const until = (dayNumber(to) + 1) * DAY_MS;
  while (month.start.getTime() < until) {
    months.push(month);
    month = monthAfter(month);
  }
  return months;
}

export interface ComputedDay {
  key: string;
  date: string;
}

function daysOfRule(place: Place, rule: FestivalRule, months: LunarMonth[], from: string, to: string): string[] {
  if (rule.kind === 'ugadi') {
    const days: string[] = [];
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) days.push(ugadi(place, y));
    return days;
  }
  if (rule.kind === 'sankranti') {
    const firstYear = Number(from.slice(0, 4)) - 1;
    const found: string[] = [];
    for (let y = firstYear; y <= Number(to.slice(0, 4)); y++)
      found.push(sankrantiDay(place, rule.rasi, new Date(Date.UTC(y, 0, 1 + Math.floor(rule.rasi * 30.4)))));
    return found;
  }
  const days = months
    .filter((m) => !m.adhika && m.index === rule.masam)
    .map((m) => tithiDay(place, m, rule.tithi, rule.at));
  return rule.kind === 'fridayBefore' ? days.map(fridayBefore) : days;
}

/** Each festival's days from `from` to `to` (both included), in order of date. */
export function festivalDaysBetween(place: Place, from: string, to: string): ComputedDay[] {
  const months = monthsAround(from, to);
  const found = festivals.flatMap((f) =>
    daysOfRule(place, f.rule, months, from, to).map((date) => ({ key: f.key, date })),
  );
  return found.filter((d) => d.date >= from && d.date <= to).sort((a, b) => a.date.localeCompare(b.date));
}

/** The next day of each monthly item of the schedule on or after `from`. */
export function nextMonthlyDays(place: Place, from: string): Record<MonthlyKey, string> {
  const months = monthsAround(from, dayOf(dayNumber(from) + 62));
  const next = {} as Record<MonthlyKey, string>;
  for (const item of monthlyDays) {
    const day = months.map((m) => tithiDay(place, m, item.tithi, item.at)).find((d) => d >= from);
    if (day) next[item.key] = day;
  }
  return next;
}
