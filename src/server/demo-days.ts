import { siteDay } from './time.ts';

/** The day `offset` days from the centre's today, so demo content is always partly past and partly coming. */
export function dayFromToday(offset: number, today = siteDay()): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}
