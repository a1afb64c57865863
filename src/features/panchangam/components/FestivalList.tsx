import { formatDay, formatWeekday } from '#src/i18n/dates.ts';
import type { Lang, T } from '#src/i18n/index.ts';
import type { FestivalDay } from '../service.ts';
import './FestivalList.css';

/** The festivals of the coming year on the events calendar, each marked as a festival, on the server. */
export function FestivalList({ days, lang, t }: { days: FestivalDay[]; lang: Lang; t: T }) {
  return (
    <section className="festival-days" aria-labelledby="festival-days-title">
      <h2 id="festival-days-title">{t('festivals.heading')}</h2>
      <p>{t('festivals.intro')}</p>
      <ul>
        {days.map((d) => (
          <li key={`${d.key ?? d.overrideId} ${d.date}`} className="festival-day">
            <span className="festival-day__mark">{t('festivals.mark')}</span> <strong>{d.name[lang]}</strong>{' '}
            <time dateTime={d.date}>{formatWeekday(d.date, lang)}</time>
            {d.computed !== null && d.overrideId !== null && (
              <small>{` (${t('festivals.moved', { date: formatDay(d.computed) })})`}</small>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
