import { jsonLdText } from '#src/ui/json-ld.ts';
import type { EventRecord } from './service.ts';

/** schema.org Event data for search engines; `<` is escaped so the text cannot end the script. */
export function eventJsonLd(
  events: Array<{ event: EventRecord; name: string; description: string }>,
  options: { siteUrl: string; organiser: string; location: string },
) {
  const data = events.map(({ event, name, description }) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    startDate: event.eventDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    image: [new URL(event.image.url, options.siteUrl).href],
    location: { '@type': 'Place', name: options.organiser, address: options.location },
    organizer: { '@type': 'Organization', name: options.organiser, url: options.siteUrl },
    ...(event.youtubeLink ? { recordedIn: { '@type': 'VideoObject', name, url: event.youtubeLink } } : {}),
  }));
  return jsonLdText(data);
}
