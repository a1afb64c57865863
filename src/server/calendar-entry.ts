import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';

/** One day's entry for a visitor's calendar app: a puja booked, an event of the centre. */
export interface CalendarEntry {
  uid: string;
  /** The site's host: the calendar's maker (PRODID). */
  host: string;
  /** The India day, 'yyyy-mm-dd'. */
  day: string;
  /** 'HH:MM' in India (24 h); without it the entry is the whole day. */
  start?: string;
  /** How long a timed entry lasts. */
  minutes?: number;
  title: string;
  description: string;
  location: string;
  url: string;
}

const dayMs = 86_400_000;

/**
 * The entry as an RFC 5545 file. Timed entries are written in UTC ('Z'), so no reader needs the
 * India time zone's definition; a whole day is DTSTART;VALUE=DATE with DTEND the next day. The
 * library escapes every text (a lone CR too) and folds lines at 75 octets, which Telugu needs.
 */
export function calendarFile(entries: CalendarEntry | CalendarEntry[]): string {
  const all = Array.isArray(entries) ? entries : [entries];
  const calendar = ical({ prodId: { company: all[0]!.host, product: 'calendar', language: 'EN' } });
  for (const entry of all) addEvent(calendar, entry);
  // RFC 5545 ends every line with CRLF, the last too; the library leaves the last bare.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

function addEvent(calendar: ICalCalendar, entry: CalendarEntry) {
  const timed = entry.start !== undefined;
  const start = timed ? new Date(`${entry.day}T${entry.start}:00+05:30`) : new Date(`${entry.day}T00:00:00Z`);
  const end = new Date(start.getTime() + (timed ? Math.max(1, entry.minutes ?? 60) * 60_000 : dayMs));
  calendar.createEvent({
    id: entry.uid,
    start,
    end,
    allDay: !timed,
    summary: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    status: ICalEventStatus.CONFIRMED,
  });
}
