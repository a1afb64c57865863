import type { T } from '#src/i18n/index.ts';
import type { DayCalendarLabels } from './DayCalendar.tsx';

/** The calendar's words in the page's language (the island is handed strings, not t). */
export const dayCalendarLabels = (t: T): DayCalendarLabels => ({
  heading: t('booking.calendar.heading'),
  help: t('booking.calendar.help'),
  keys: t('booking.calendar.keys'),
  previous: t('booking.calendar.previous'),
  next: t('booking.calendar.next'),
  left: t('booking.calendar.left', { date: '{date}', left: '{left}' }),
  closed: t('booking.calendar.closed', { date: '{date}' }),
  chosen: t('booking.calendar.chosen', { date: '{date}' }),
});
