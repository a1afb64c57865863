import { createT, type Lang } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';

/** A mail lists this many of a seva's days; a monthly seva of ten years holds 120, which the booking page pages. */
export const daysInMail = 12;

/**
 * The mail's paragraph naming a seva's days (docs/decisions/162), for its first booking; empty for
 * any other booking, whose own day the mail already names. It ends in a blank line, as {time} does.
 */
export function seriesParagraph(days: string[] | undefined, lang: Lang, page: string): string {
  if (!days || days.length < 2) return '';
  const t = createT(lang);
  const lines = days.slice(0, daysInMail).map((day) => `- ${formatWeekday(day, lang)}`);
  const more = days.length - daysInMail;
  if (more > 0) lines.push(t('booking.mail.series.more', { count: more, page }));
  return `${t('booking.mail.series.days', { count: days.length })}\n${lines.join('\n')}\n\n`;
}
