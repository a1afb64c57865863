import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import type { EventRecord } from '../service.ts';
import { EventCard } from './EventCard.tsx';
import './UpcomingEventsBlock.css';

/** The home page's upcoming events, rendered on the server (no loading state to wait through). */
export function UpcomingEventsBlock({ events, lang, t }: { events: EventRecord[]; lang: Lang; t: T }) {
  return (
    <section className="upcoming-block" aria-labelledby="upcoming-block-title">
      <div className="container">
        <h2 id="upcoming-block-title">{t('home.events.title')}</h2>
        {events.length === 0 ? (
          <p className="empty-note">{t('events.upcoming.empty')}</p>
        ) : (
          <div className="event-list">
            {events.map((event) => (
              <EventCard key={event.id} event={event} lang={lang} t={t} when="upcoming" headingLevel="h3">
                <a className="button button--ghost" href={localePath(lang, '/contactus')}>
                  {t('home.events.contact')}
                </a>
              </EventCard>
            ))}
          </div>
        )}
        <p className="upcoming-block__more">
          <a className="button" href={localePath(lang, '/events/upcomingevents')}>
            {t('home.events.more')}
          </a>
        </p>
      </div>
    </section>
  );
}
