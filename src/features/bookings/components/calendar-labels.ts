import { longDayTemplate, monthName, weekdayNames } from '#src/i18n/dates.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import { monthOf, shiftMonth } from './calendar-days.ts';
import type { CalendarDates, DayCalendarLabels } from './DayCalendar.tsx';

/** The calendar's words in the page's language (the island is handed strings, not t). */
export const dayCalendarLabels = (t: T): DayCalendarLabels => ({
  heading: t('booking.calendar.heading'),
  help: t('booking.calendar.help'),
  keys: t('booking.calendar.keys'),
  previous: t('booking.calendar.previous'),
  next: t('booking.calendar.next'),
  // Both forms, so the island picks the one for each day's count (pluralText).
  left: { 'left.one': t('booking.calendar.left.one'), 'left.other': t('booking.calendar.left.other') },
  closed: t('booking.calendar.closed', { date: '{date}' }),
  chosen: t('booking.calendar.chosen', { date: '{date}' }),
});

/**
 * The calendar's dates in the page's language, for the months from the first offered day to the
 * last, made here: Intl in the browser costs a phone tens of milliseconds as the island wakes.
 */
export function calendarDates(lang: Lang, days: { day: string }[]): CalendarDates {
  const months: CalendarDates['months'] = {};
  const last = monthOf(days[days.length - 1]?.day ?? '');
  for (let month = `${monthOf(days[0]?.day ?? '')}-01`; monthOf(month) <= last; month = shiftMonth(month, 1))
    months[monthOf(month)] = { title: monthName(month, lang), day: longDayTemplate(month, lang) };
  return { months, weekdays: weekdayNames(lang) };
}
