import type { T } from '#src/i18n/index.ts';
import type { DayCalendarLabels } from './DayCalendar.tsx';

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
