import type { T } from '#src/i18n/index.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { siteDay } from '#src/server/time.ts';

/** The page opens on this many of a seva's days to come; a monthly seva of ten years holds 120. */
export const daysShown = 12;

interface Props {
  t: T;
  lang: 'en' | 'te';
  /** Every day of the seva, 'YYYY-MM-DD', in order. */
  days: string[];
  today?: string;
}

const list = (days: string[], lang: Props['lang']) => (
  <ol>
    {days.map((d) => (
      <li key={d}>{formatWeekday(d, lang)}</li>
    ))}
  </ol>
);

/**
 * The days of a seva that comes back, all paid with this booking: the next twelve in view, the
 * days already past and the later ones folded in <details>, which open without JavaScript.
 */
export function SeriesDays({ t, lang, days, today = siteDay() }: Props) {
  const past = days.filter((d) => d < today);
  const coming = days.filter((d) => d >= today);
  const next = coming.slice(0, daysShown);
  const later = coming.slice(daysShown);
  return (
    <section className="booking-status__series" aria-labelledby="booking-series-heading">
      <h3 id="booking-series-heading">{t('booking.series.days')}</h3>
      <p>{t('booking.series.count', { count: days.length })}</p>
      {past.length > 0 && (
        <details className="booking-status__series-past">
          <summary>{t('booking.series.past', { count: past.length })}</summary>
          {list(past, lang)}
        </details>
      )}
      {next.length > 0 && <p>{t('booking.series.next', { count: next.length })}</p>}
      {next.length > 0 && list(next, lang)}
      {later.length > 0 && (
        <details className="booking-status__series-later">
          <summary>{t('booking.series.later', { count: later.length })}</summary>
          {list(later, lang)}
        </details>
      )}
    </section>
  );
}
