import { calendarFile } from '#src/server/calendar-entry.ts';
import type { EventRecord } from './service.ts';

/**
 * An all-day iCalendar entry for an event (phones add it to their calendar app). The text is
 * the visitor's language where the event has it.
 */
export function eventCalendar(
  event: EventRecord,
  options: { siteUrl: string; host: string; title: string; description: string; pageUrl: string; location: string },
): string {
  return calendarFile({
    uid: `event-${event.id}@${options.host}`,
    host: options.host,
    day: event.eventDate,
    title: options.title,
    description: options.description,
    url: options.pageUrl,
    location: options.location,
  });
}

/**
 * The address of an event's calendar file. It is one file for both languages, asked for with
 * ?lang=te from a Telugu page: an endpoint reached through the /te rewrite does not get its
 * route parameters from Astro (the id would be missing).
 */
export const calendarHref = (id: number, lang: 'en' | 'te') =>
  `/events/calendar/${id}.ics${lang === 'te' ? '?lang=te' : ''}`;
