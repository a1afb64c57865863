import { siteDay } from '#src/server/time.ts';
import type { Lang } from '#src/i18n/locale.ts';
import { pick } from '#src/i18n/index.ts';
import type { PujaTables } from './tables.ts';

export type PujaRow = Omit<PujaTables['pujas'], 'id'> & { id: number };

/** A puja's name in the reader's language. */
export const pujaName = (p: { name_en: string; name_te: string }, lang: Lang) =>
  pick({ en: p.name_en, te: p.name_te }, lang);

const dayMs = 86_400_000;

/** The day `n` days after an India day ('yyyy-mm-dd'). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const weekdaysOf = (puja: Pick<PujaRow, 'weekdays'>) =>
  puja.weekdays
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((d) => Number.isInteger(d) && d >= 0 && d <= 6);

export function listedDates(puja: Pick<PujaRow, 'dates'>): string[] {
  try {
    const parsed: unknown = JSON.parse(puja.dates);
    return Array.isArray(parsed) ? parsed.filter((d): d is string => typeof d === 'string') : [];
  } catch {
    return [];
  }
}

export type DayProblem = 'past' | 'tooSoon' | 'beyond' | 'notOffered';

type Offering = Pick<PujaRow, 'weekdays' | 'dates' | 'min_days_ahead' | 'max_days_ahead'>;

/** Why a day cannot be booked for a puja (ignoring places), or undefined when it can. */
export function dayProblem(puja: Offering, day: string, today = siteDay()): DayProblem | undefined {
  if (day < today) return 'past';
  if (day < addDays(today, puja.min_days_ahead)) return 'tooSoon';
  if (day > addDays(today, puja.max_days_ahead)) return 'beyond';
  if (!weekdaysOf(puja).includes(weekdayOf(day)) && !listedDates(puja).includes(day)) return 'notOffered';
  return undefined;
}

/** The days a puja is offered within its booking window, earliest first. */
export function offeredDays(puja: Offering, today = siteDay()): string[] {
  const days: string[] = [];
  for (let n = puja.min_days_ahead; n <= puja.max_days_ahead; n++) {
    const day = addDays(today, n);
    if (!dayProblem(puja, day, today)) days.push(day);
  }
  return days;
}
