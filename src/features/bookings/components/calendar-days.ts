/** Day arithmetic on 'yyyy-mm-dd' strings (UTC, as the catalogue's days are), for the calendar. */

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export const shiftDay = (day: string, n: number) => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + n);
  return toDay(date);
};

/** The first day of the month `n` months from the month of `day`. */
export const shiftMonth = (day: string, n: number) => {
  const date = toDate(day);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1)));
};

export const monthOf = (day: string) => day.slice(0, 7);
export const weekdayOf = (day: string) => toDate(day).getUTCDay();

/** The weeks of the month of `day`, Sunday first; null where a week runs into another month. */
export function monthWeeks(day: string): (string | null)[][] {
  const first = `${monthOf(day)}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; monthOf(d) === monthOf(first); d = shiftDay(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

export const fillIn = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
