/** The centre's clock: every "today" on the site is the day in India. */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let todayMinute = NaN;
let today = '';

/**
 * 'YYYY-MM-DD' of the given instant in Asia/Kolkata. Today's is formatted once a minute, not on
 * every call (a page view asks several times): India's midnight falls on a whole minute of UTC.
 */
export function siteDay(at?: Date): string {
  if (at) return dayFormat.format(at);
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  if (minute !== todayMinute) {
    today = dayFormat.format(now);
    todayMinute = minute;
  }
  return today;
}

/** True for a real calendar day written 'YYYY-MM-DD' (not 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The instant an India day begins, as an ISO string in UTC: the lower bound of a filter on that day. */
export const siteDayStartUtc = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();

/** The instant after an India day ends: the upper bound (exclusive) of a filter on that day. */
export const siteDayEndUtc = (day: string) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

/** True when the zone is one the runtime knows: the settings' place is checked with it. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
