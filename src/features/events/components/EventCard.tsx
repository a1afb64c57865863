import type { ReactNode } from 'react';
import { pick, type Lang, type T } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { StoredImage } from '#src/ui/StoredImage.tsx';
import type { EventRecord } from '../service.ts';
import './EventCard.css';

interface Props {
  event: EventRecord;
  lang: Lang;
  t: T;
  /** 'upcoming': 'Event is on {date}'; 'past': 'Held on {date}'. */
  when: 'upcoming' | 'past';
  /** Replaces the picture (the past events' video player). */
  media?: ReactNode;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

export const eventTitle = (e: EventRecord, lang: Lang) => pick({ en: e.title, te: e.titleTe ?? undefined }, lang);
export const eventDescription = (e: EventRecord, lang: Lang) =>
  pick({ en: e.description, te: e.descriptionTe ?? undefined }, lang);

export function EventCard({ event, lang, t, when, media, children, headingLevel: Heading = 'h2' }: Props) {
  const title = eventTitle(event, lang);
  const date = formatDay(event.eventDate);
  return (
    <article className="event-card">
      <div className="event-card__media">
        {media ?? <StoredImage image={event.image} alt="" sizes="(min-width: 48rem) 22rem, 100vw" />}
      </div>
      <div className="event-card__body">
        <Heading className="event-card__title">{title}</Heading>
        <p className="event-card__date">
          <time dateTime={event.eventDate}>
            {when === 'upcoming' ? t('events.on', { date }) : t('events.heldOn', { date })}
          </time>
        </p>
        <p className="event-card__text">{eventDescription(event, lang)}</p>
        {children && <div className="event-card__actions">{children}</div>}
      </div>
    </article>
  );
}
