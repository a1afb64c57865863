import { SITE_TIME_ZONE } from '#src/server/time.ts';

/** 'YYYY-MM-DD' shown as the spec's dd/MM/yyyy (the same in both languages). */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: SITE_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** A stored UTC moment as India time, whatever the server's own clock zone. */
export const formatIndiaTime = (iso: string) => indiaTime.format(new Date(iso));
