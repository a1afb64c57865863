import { LRUCache } from 'lru-cache';
import { nextBoundary, nextCrossing } from './boundary.ts';
import { dayNumber, dayOf } from './clock.ts';
import { kalam, type Span } from './kalams.ts';
import { lunarMonthAt, monthAfter, monthBefore, type LunarMonth } from './month.ts';
import { angles, siderealLongitudes } from './sky.ts';
import { sunriseOn, sunsetAfter, type Place } from './sun.ts';
import { chaitraStart } from './month.ts';
import { samvatsaramOf } from './year.ts';

/**
 * One day's panchangam at a place, as at sunrise: each limb's number (1-based, as the names list
 * them) and the moment it ends. The day runs from sunrise to the next sunrise.
 */
export interface Limb {
  number: number;
  endsAt: Date;
}
export interface Panchangam {
  date: string;
  sunrise: Date;
  sunset: Date;
  /** 1 = Sunday … 7 = Saturday. */
  vaaram: number;
  tithi: Limb;
  /** 1 = Shukla, 2 = Krishna. */
  paksham: number;
  nakshatram: Limb;
  yogam: Limb;
  /** 1–11 as karanamNames lists them. */
  karanam: Limb;
  /** Nija: the month of the same name that follows an adhika one. */
  masam: Limb & { adhika: boolean; nija: boolean };
  ruthuvu: Limb;
  /** 1 = Uttarayanam, 2 = Dakshinayanam. */
  ayanam: Limb;
  samvatsaram: Limb;
  rahuKalam: Span;
  yamagandam: Span;
  gulikaKalam: Span;
}

const STAR = 360 / 27;

/** The karanam of a half-tithi (0–59): Kimstughna first, seven that repeat 8 times, then three fixed. */
export function karanamOf(half: number): number {
  if (half === 0) return 11;
  if (half >= 57) return half - 57 + 8;
  return ((half - 1) % 7) + 1;
}

function isNija(month: LunarMonth): boolean {
  const before = monthBefore(month);
  return before.adhika && before.index === month.index;
}

const ruthuvuOf = (m: LunarMonth) => Math.floor(m.index / 2) + 1;

function ruthuvuEnd(month: LunarMonth): Date {
  let m = month;
  while (ruthuvuOf(monthAfter(m)) === ruthuvuOf(month)) m = monthAfter(m);
  return m.end;
}

export function reckonDay(place: Place, date: string): Panchangam {
  const sunrise = sunriseOn(place, date);
  const sunset = sunsetAfter(place, sunrise);
  const l = siderealLongitudes(sunrise);
  const elongation = angles.elongation(l);
  const tithi = Math.floor(elongation / 12) + 1;
  const month = lunarMonthAt(sunrise);
  const uttara = l.sun >= 270 || l.sun < 90;
  const year = samvatsaramOf(place, date);
  const weekday = new Date(dayNumber(date) * 86_400_000).getUTCDay();
  return {
    date,
    sunrise,
    sunset,
    vaaram: weekday + 1,
    tithi: { number: tithi, endsAt: nextBoundary('elongation', 12, sunrise, elongation) },
    paksham: tithi <= 15 ? 1 : 2,
    nakshatram: { number: Math.floor(l.moon / STAR) + 1, endsAt: nextBoundary('moon', STAR, sunrise, l.moon) },
    yogam: { number: Math.floor(angles.sum(l) / STAR) + 1, endsAt: nextBoundary('sum', STAR, sunrise, angles.sum(l)) },
    karanam: {
      number: karanamOf(Math.floor(elongation / 6)),
      endsAt: nextBoundary('elongation', 6, sunrise, elongation),
    },
    masam: { number: month.index + 1, adhika: month.adhika, nija: isNija(month), endsAt: month.end },
    ruthuvu: { number: ruthuvuOf(month), endsAt: ruthuvuEnd(month) },
    ayanam: { number: uttara ? 1 : 2, endsAt: nextCrossing('sun', uttara ? 90 : 270, sunrise, l.sun) },
    samvatsaram: { number: year.index + 1, endsAt: chaitraStart(year.startYear + 1) },
    rahuKalam: kalam('rahuKalam', weekday, sunrise, sunset),
    yamagandam: kalam('yamagandam', weekday, sunrise, sunset),
    gulikaKalam: kalam('gulikaKalam', weekday, sunrise, sunset),
  };
}

// Days already reckoned, kept per place: a day's panchangam never changes. lru-cache lets the
// least recently used go, as the page cache does.
const cache = new LRUCache<string, Panchangam>({ max: 1500 });

/** The day's panchangam, reckoned once per process. */
export function panchangamOn(place: Place, date: string): Panchangam {
  const key = `${place.latitude},${place.longitude},${place.timeZone},${date}`;
  let day = cache.get(key);
  if (!day) {
    day = reckonDay(place, date);
    cache.set(key, day);
  }
  return day;
}

/** Each day from `from` to `to`, both included. */
export function panchangamRange(place: Place, from: string, to: string): Panchangam[] {
  const days: Panchangam[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) days.push(panchangamOn(place, dayOf(n)));
  return days;
}
