import { dayNumber, dayOf, localDay } from './clock.ts';
import { nextBoundary } from './boundary.ts';
import { chaitraStart } from './month.ts';
import { sunriseOn, type Place } from './sun.ts';

/**
 * The samvatsaram, the year of the 60-year cycle, begins at Ugadi: the day Chaitra Shukla Pratipada
 * holds at sunrise, or, when the Pratipada rises on no day (it begins after one sunrise and ends
 * before the next), the day it begins. The cycle is counted from Prabhava, the year that began in 1987.
 */
const PRABHAVA_YEAR = 1987;
const ugadis = new Map<string, string>();

/** The civil date of Ugadi in a Gregorian year at the place. */
export function ugadi(place: Place, year: number): string {
  const key = `${place.latitude},${place.longitude},${place.timeZone},${year}`;
  const known = ugadis.get(key);
  if (known) return known;
  const newMoon = chaitraStart(year);
  // The day (sunrise to sunrise) in which the new moon falls.
  let day = localDay(newMoon, place.timeZone);
  if (newMoon < sunriseOn(place, day)) day = dayOf(dayNumber(day) - 1);
  const next = dayOf(dayNumber(day) + 1);
  const pratipadaEnds = nextBoundary('elongation', 12, newMoon);
  const found = pratipadaEnds < sunriseOn(place, next) ? day : next;
  ugadis.set(key, found);
  return found;
}

/** The samvatsaram of a civil day (0 = Prabhava … 59 = Akshaya), and the Gregorian year its Ugadi fell in. */
export function samvatsaramOf(place: Place, day: string): { index: number; startYear: number } {
  const year = Number(day.slice(0, 4));
  const startYear = day >= ugadi(place, year) ? year : year - 1;
  return { index: (((startYear - PRABHAVA_YEAR) % 60) + 60) % 60, startYear };
}
