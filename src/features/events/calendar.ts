import { createEvent } from 'ics';
import type { EventRecord } from './service.ts';

/**
 * An all-day iCalendar entry for an event (phones add it to their calendar app). The text is
 * the visitor's language where the event has it. Built with the `ics` library: line folding and
 * escaping of the format are easy to get wrong by hand.
 */
export function eventCalendar(event: EventRecord, options: { siteUrl: string; host: string; title: string; description: string; pageUrl: string; location: string }): string {
  const [y, m, d] = event.eventDate.split('-').map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: `event-${event.id}@${options.host}`,
    productId: options.host,
    start: [y, m, d],
    duration: { days: 1 },
    title: options.title,
    description: options.description,
    url: options.pageUrl,
    location: options.location,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('The calendar entry could not be built.');
  return value;
}

/**
 * The address of an event's calendar file. It is one file for both languages, asked for with
 * ?lang=te from a Telugu page: an endpoint reached through the /te rewrite does not get its
 * route parameters from Astro (the id would be missing).
 */
export const calendarHref = (id: number, lang: 'en' | 'te') => `/events/calendar/${id}.ics${lang === 'te' ? '?lang=te' : ''}`;
