/**
 * Days and times at the ashram's time zone. A panchangam's day is a civil date there; its times are
 * printed as ISO strings with the zone's offset (+05:30), never in UTC.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(timeZone: string, at: Date): number {
  const name = formatter(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day as days since 1970-01-01, and back. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The instant the day begins at the zone (its local midnight). */
export function localMidnight(day: string, timeZone: string): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  const guess = utc - offsetMinutes(timeZone, new Date(utc)) * 60_000;
  return new Date(utc - offsetMinutes(timeZone, new Date(guess)) * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as the zone's wall clock with its offset: 2026-03-19T06:14:05+05:30. */
export function isoAt(at: Date, timeZone: string): string {
  const offset = offsetMinutes(timeZone, at);
  const local = new Date(Math.round(at.getTime() / 1000) * 1000 + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/** The zone's civil date of an instant. */
export const localDay = (at: Date, timeZone: string) => isoAt(at, timeZone).slice(0, 10);

/** Whole seconds from `now` to the next midnight at the zone: how long "today" stays today. */
export function secondsToMidnight(now: Date, timeZone: string): number {
  const tomorrow = dayOf(dayNumber(localDay(now, timeZone)) + 1);
  return Math.max(1, Math.ceil((localMidnight(tomorrow, timeZone).getTime() - now.getTime()) / 1000));
}
