import { SITE_TIME_ZONE } from '#src/server/time.ts';
import type { Lang } from './locale.ts';

// One formatter for every date, weekday and time the site shows or sends, in the reader's
// language. A Telugu phrase is whole ("శనివారం, 05/12/2026 నాడు"): a template places it and
// never glues a case ending to it, which broke words ("మంగళన") when the weekday was short.

/** 'YYYY-MM-DD' shown as dd/MM/yyyy (the same in both languages). */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}/${m}/${y}`;
}

const weekdays = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' }),
  te: new Intl.DateTimeFormat('te-IN', { weekday: 'long', timeZone: 'UTC' }),
};

/** 'Saturday, 05/12/2026' · 'శనివారం, 05/12/2026': a day with the weekday devotees choose by. */
export const formatWeekday = (isoDay: string, lang: Lang) =>
  `${weekdays[lang].format(new Date(`${isoDay}T00:00:00Z`))}, ${formatDay(isoDay)}`;

/** 'on Saturday, 05/12/2026' · 'శనివారం, 05/12/2026 నాడు': the day something happens, whole. */
export const formatOnDay = (isoDay: string, lang: Lang) =>
  lang === 'te' ? `${formatWeekday(isoDay, lang)} నాడు` : `on ${formatWeekday(isoDay, lang)}`;

const monthNames = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  te: new Intl.DateTimeFormat('te-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};
/** 'November 2026' · 'నవంబర్ 2026'. */
export const monthName = (day: string, lang: Lang) =>
  monthNames[lang].format(new Date(`${day.slice(0, 7)}-01T00:00:00Z`));

const longDays = {
  en: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  te: new Intl.DateTimeFormat('te-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};
/**
 * A month's days in their long form, as a template with {weekday} and {day} to fill in:
 * 'Tuesday, 1 December 2026' gives '{weekday}, {day} December 2026', '1, డిసెంబర్ 2026, మంగళవారం'
 * gives '{day}, డిసెంబర్ 2026, {weekday}'. A browser island fills it in without Intl of its own.
 */
export const longDayTemplate = (day: string, lang: Lang) =>
  longDays[lang]
    .formatToParts(new Date(`${day.slice(0, 7)}-01T00:00:00Z`))
    .map((part) => (part.type === 'weekday' ? '{weekday}' : part.type === 'day' ? '{day}' : part.value))
    .join('');

const shortWeekdays = {
  en: new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }),
  te: new Intl.DateTimeFormat('te-IN', { weekday: 'short', timeZone: 'UTC' }),
};
/** The week's days, Sunday first, each short ('Sun' · 'ఆది') and long ('Sunday' · 'ఆదివారం'). */
export const weekdayNames = (lang: Lang) =>
  // 1 November 2026 is a Sunday.
  Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i))).map((date) => ({
    short: shortWeekdays[lang].format(date),
    long: weekdays[lang].format(date),
  }));

const indiaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored UTC moment as the India day ('YYYY-MM-DD') and clock ('HH:MM'), whatever the server's zone. */
export function indiaClock(iso: string | Date): { day: string; time: string } {
  const parts = Object.fromEntries(indiaParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The part of the day a Telugu clock names before the hour, as almanacs and invitations write it. */
function teluguDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return 'ఉదయం';
  if (hour >= 12 && hour < 16) return 'మధ్యాహ్నం';
  if (hour >= 16 && hour < 19) return 'సాయంత్రం';
  return 'రాత్రి';
}

/** 'HH:MM' (24-hour) as '9:30 am' · 'ఉదయం 9:30'; with `zone`, India time is named once after it. */
export function formatTime(hhmm: string, lang: Lang, { zone = false } = {}): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  const text = lang === 'te' ? `${teluguDayPart(hour)} ${clock}` : `${clock} ${hour < 12 ? 'am' : 'pm'}`;
  if (!zone) return text;
  return lang === 'te' ? `${text} (భారత కాలమానం)` : `${text} IST`;
}

/** A stored UTC moment in India time: '26/11/2026, 9:52 pm' · '26/11/2026, రాత్రి 9:52'. */
export function formatMoment(iso: string | Date, lang: Lang, { zone = false } = {}): string {
  const { day, time } = indiaClock(iso);
  return `${formatDay(day)}, ${formatTime(time, lang, { zone })}`;
}

/** A stored UTC moment in India time, with the weekday: 'శనివారం, 05/12/2026, రాత్రి 9:52'. */
export function formatWeekdayMoment(iso: string | Date, lang: Lang, { zone = false } = {}): string {
  const { day, time } = indiaClock(iso);
  return `${formatWeekday(day, lang)}, ${formatTime(time, lang, { zone })}`;
}
