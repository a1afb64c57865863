import { createT, type Lang } from '#src/i18n/index.ts';
import { formatTime } from '#src/i18n/dates.ts';
import type { PujaRow } from './catalogue.ts';

/** A start time as the office types it: 24-hour 'HH:MM' (a single-digit hour is taken too). */
export const startTimePattern = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Sunday 0 to Saturday 6 → 'HH:MM'. */
export type StartTimes = Partial<Record<number, string>>;

/** '6:30' → '06:30'; undefined when it is not a time of day. */
export function normaliseStartTime(value: string): string | undefined {
  const match = startTimePattern.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}

/** The stored times, each weekday with a valid time only (a damaged value shows no time, not an error). */
export function startTimesOf(puja: Pick<PujaRow, 'start_times'>): StartTimes {
  let parsed: unknown;
  try {
    parsed = JSON.parse(puja.start_times || '{}');
  } catch {
    return {};
  }
  const out: StartTimes = {};
  if (!parsed || typeof parsed !== 'object') return out;
  for (const [day, time] of Object.entries(parsed)) {
    const d = Number(day);
    const hhmm = typeof time === 'string' ? normaliseStartTime(time) : undefined;
    if (Number.isInteger(d) && d >= 0 && d <= 6 && hhmm) out[d] = hhmm;
  }
  return out;
}

/** The puja's start on a day ('yyyy-mm-dd', India), or undefined when its weekday has no time. */
export const startTimeOn = (puja: Pick<PujaRow, 'start_times'>, day: string): string | undefined =>
  startTimesOf(puja)[new Date(`${day}T00:00:00Z`).getUTCDay()];

/**
 * The line that tells an in-person devotee when the puja begins on their day, for pages and
 * e-mails alike; '' when that weekday has no time set.
 */
export function startLine(puja: Pick<PujaRow, 'start_times'> | undefined, day: string, lang: Lang): string {
  const time = puja ? startTimeOn(puja, day) : undefined;
  return time ? createT(lang)('booking.time.begins', { time: formatTime(time, lang, { zone: true }) }) : '';
}

/** The start line and a blank line for a mail's `{time}`, to an in-person devotee only; else ''. */
export function startParagraph(
  booking: { attendance: string; puja_day: string },
  puja: Pick<PujaRow, 'start_times'> | undefined,
  lang: Lang,
): string {
  const line = booking.attendance === 'in-person' ? startLine(puja, booking.puja_day, lang) : '';
  return line ? `${line}\n\n` : '';
}

/** For the calendar island: each offered day with a time → what an in-person devotee is told when picking it. */
export function startsByDay(puja: Pick<PujaRow, 'start_times'>, days: string[], lang: Lang): Record<string, string> {
  const t = createT(lang);
  const out: Record<string, string> = {};
  for (const day of days) {
    const time = startTimeOn(puja, day);
    if (time) out[day] = t('booking.time.inPerson', { time: formatTime(time, lang, { zone: true }) });
  }
  return out;
}
