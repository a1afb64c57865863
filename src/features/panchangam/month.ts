import { SearchMoonPhase } from 'astronomy-engine';
import { siderealLongitudes } from './sky.ts';

/**
 * The lunar month (amanta, as Telugu calendars count: new moon to new moon). It is named after the
 * rasi the Sun is in when it begins: the month that begins with the Sun in Meena is Chaitra. A month
 * in which the Sun enters no new rasi (no sankranti) is adhika and takes the next month's name.
 */
export interface LunarMonth {
  /** 0 = Chaitra … 11 = Phalguna. */
  index: number;
  adhika: boolean;
  start: Date;
  end: Date;
}

const rasiAt = (at: Date) => Math.floor(siderealLongitudes(at).sun / 30);

function newMoon(from: Date, days: number): Date {
  const found = SearchMoonPhase(0, from, days);
  if (!found) throw new Error(`No new moon within ${days} days of ${from.toISOString()}`);
  return found.date;
}

// Months already reckoned, by their start; a year's days fall in 13 or 14 of them.
const known: LunarMonth[] = [];
const KEEP = 64;

function reckonMonth(at: Date): LunarMonth {
  const start = newMoon(at, -32);
  const end = newMoon(new Date(start.getTime() + 86_400_000), 32);
  const rasi = rasiAt(start);
  return { index: (rasi + 1) % 12, adhika: rasi === rasiAt(end), start, end };
}

/** The lunar month in progress at a moment. */
export function lunarMonthAt(at: Date): LunarMonth {
  const t = at.getTime();
  const hit = known.find((m) => m.start.getTime() <= t && t < m.end.getTime());
  if (hit) return hit;
  const month = reckonMonth(at);
  known.push(month);
  if (known.length > KEEP) known.shift();
  return month;
}

/** The month before the given one. */
export const monthBefore = (month: LunarMonth) => lunarMonthAt(new Date(month.start.getTime() - 60_000));

/** The month after the given one. */
export const monthAfter = (month: LunarMonth) => lunarMonthAt(new Date(month.end.getTime() + 60_000));

/** The new moon that begins Chaitra (adhika Chaitra when there is one) in a Gregorian year. */
export function chaitraStart(year: number): Date {
  let month = lunarMonthAt(new Date(Date.UTC(year, 2, 10)));
  while (month.index !== 0) month = monthAfter(month);
  return month.start;
}
