import { formatDay, formatTime } from '#src/i18n/dates.ts';
import { type Lang, type T, runtimeKey } from '#src/i18n/index.ts';
import type { PanchangamJson } from './json.ts';

/** What the page prints of a day: each limb with its name in the reader's language and when it ends. */
export interface Row {
  key: string;
  label: string;
  value: string;
  /** 'till 8:30 pm', or with the day when it ends on another one. */
  until?: string;
}

const clock = (iso: string, lang: Lang) => formatTime(iso.slice(11, 16), lang);

/** A moment as the page prints it: the time, and the day too when it is not the panchangam's day. */
export function momentOn(iso: string, day: string, lang: Lang): string {
  const date = iso.slice(0, 10);
  return date === day ? clock(iso, lang) : `${formatDay(date)}, ${clock(iso, lang)}`;
}

export function dayRows(day: PanchangamJson, t: T, lang: Lang): Row[] {
  const until = (iso: string) => t('panchangam.until', { time: momentOn(iso, day.date, lang) });
  const span = (s: { start: string; end: string }) =>
    t('panchangam.span', { start: clock(s.start, lang), end: clock(s.end, lang) });
  const limb = (key: string, l: { name: { en: string; te: string }; endsAt: string }) => ({
    key,
    label: t(runtimeKey(`panchangam.${key}`)),
    value: l.name[lang],
    until: until(l.endsAt),
  });
  return [
    limb('samvatsaram', day.samvatsaram),
    limb('ayanam', day.ayanam),
    limb('ruthuvu', day.ruthuvu),
    limb('masam', day.masam),
    { key: 'paksham', label: t('panchangam.paksham'), value: day.tithi.paksham.name[lang] },
    limb('tithi', day.tithi),
    { key: 'vaaram', label: t('panchangam.vaaram'), value: day.vaaram.name[lang] },
    limb('nakshatram', day.nakshatram),
    limb('yogam', day.yogam),
    limb('karanam', day.karanam),
    { key: 'sunrise', label: t('panchangam.sunrise'), value: clock(day.sunrise, lang) },
    { key: 'sunset', label: t('panchangam.sunset'), value: clock(day.sunset, lang) },
    { key: 'rahuKalam', label: t('panchangam.rahuKalam'), value: span(day.rahuKalam) },
    { key: 'yamagandam', label: t('panchangam.yamagandam'), value: span(day.yamagandam) },
    { key: 'gulikaKalam', label: t('panchangam.gulikaKalam'), value: span(day.gulikaKalam) },
  ];
}

/** The days of the month a day falls in, YYYY-MM-DD. */
export function monthDays(day: string): string[] {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${day.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`);
}

/** The first day of the month before or after. */
export function monthStep(day: string, step: -1 | 1): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 10);
}

export const dayStep = (day: string, step: -1 | 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + step * 86_400_000).toISOString().slice(0, 10);
