import { formatTime, formatWeekday } from '#src/i18n/dates.ts';
import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import type { TodayAtAshram } from '../service.ts';
import { momentOn } from '../view.ts';
import './TodayPanchangam.css';

const clock = (iso: string, lang: Lang) => formatTime(iso.slice(11, 16), lang);

/** The home page's few lines of today's panchangam, rendered on the server; the page links to the rest. */
export function TodayPanchangam({ today, lang, t }: { today: TodayAtAshram; lang: Lang; t: T }) {
  const until = (iso: string) => t('panchangam.until', { time: momentOn(iso, today.date, lang) });
  return (
    <section className="today-panchangam" aria-labelledby="today-panchangam-title">
      <div className="container">
        <h2 id="today-panchangam-title">{t('panchangam.home.heading', { date: formatWeekday(today.date, lang) })}</h2>
        <dl>
          <div>
            <dt>{t('panchangam.tithi')}</dt>
            <dd>
              {today.tithi.name[lang]} <small>{until(today.tithi.endsAt)}</small>
            </dd>
          </div>
          <div>
            <dt>{t('panchangam.nakshatram')}</dt>
            <dd>
              {today.nakshatram.name[lang]} <small>{until(today.nakshatram.endsAt)}</small>
            </dd>
          </div>
          <div>
            <dt>{t('panchangam.rahuKalam')}</dt>
            <dd>
              {t('panchangam.span', {
                start: clock(today.rahuKalam.start, lang),
                end: clock(today.rahuKalam.end, lang),
              })}
            </dd>
          </div>
        </dl>
        <a href={localePath(lang, '/panchangam')}>{t('panchangam.home.more')}</a>
      </div>
    </section>
  );
}
