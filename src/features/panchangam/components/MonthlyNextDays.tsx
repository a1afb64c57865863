import { formatWeekday } from '#src/i18n/dates.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import type { nextMonthlyPujaDays } from '../service.ts';

/** The next Pournami, Amavasya and Sankashti at the ashram, under the schedule's monthly pujas. */
export function MonthlyNextDays({ days, lang, t }: { days: ReturnType<typeof nextMonthlyPujaDays>; lang: Lang; t: T }) {
  return (
    <section className="monthly-next" aria-labelledby="monthly-next-title">
      <h2 id="monthly-next-title">{t('festivals.monthly.heading')}</h2>
      <ul>
        {days.map((d) => (
          <li key={d.key}>
            {`${d.name[lang]}: `}
            <time dateTime={d.date}>{formatWeekday(d.date, lang)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}
