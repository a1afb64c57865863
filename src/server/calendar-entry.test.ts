import { describe, expect, it } from 'vitest';
import { onlyEvent, parseStrictIcs } from '#tests/support/strict-ics.ts';
import { calendarFile, type CalendarEntry } from './calendar-entry.ts';

const entry: CalendarEntry = {
  uid: 'booking-PJ-TEST@example.org',
  host: 'example.org',
  day: '2026-12-07',
  title: 'Graha Shanti Pooja',
  description: 'Ravi (Bharadwaja, Ashwini)',
  location: 'Ashram, Ongole',
  url: 'https://example.org/booking/PJ-TEST',
};

/** The calendar file as the previous library wrote it for an event with a gotram holding a lone CR. */
const oldOutput = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'PRODID:example.org',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:booking-PJ-TEST@example.org',
  'SUMMARY:Graha Shanti Pooja',
  'DTSTAMP:20261127T020000Z',
  'DTSTART;VALUE=DATE:20261207',
  'DESCRIPTION:Ravi (Bharadwaja\rKashyapa\\, Ashwini)',
  'STATUS:CONFIRMED',
  'DURATION:P1DT',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('calendarFile', () => {
  it('the strict reader refuses the old output: DURATION:P1DT and a lone CR', () => {
    expect(() => parseStrictIcs(oldOutput)).toThrow(/bare CR/);
    expect(() => parseStrictIcs(oldOutput.replace('Bharadwaja\rKashyapa', 'Bharadwaja Kashyapa'))).toThrow(
      /not a duration: P1DT/,
    );
  });

  it('a timed entry starts at the India time, in UTC, for its duration', () => {
    const event = onlyEvent(parseStrictIcs(calendarFile({ ...entry, start: '06:30', minutes: 90 })));
    const text = calendarFile({ ...entry, start: '06:30', minutes: 90 });
    expect(text).toContain('DTSTART:20261207T010000Z');
    expect(text).toContain('DTEND:20261207T023000Z');
    expect(text).not.toMatch(/DURATION:P\d+DT\r/);
    expect(event.getFirstPropertyValue('dtstart')?.toString()).toBe('2026-12-07T01:00:00Z');
  });

  it('a day without a time is one whole day: a date, and the next day as its end', () => {
    const text = calendarFile(entry);
    const event = onlyEvent(parseStrictIcs(text));
    expect(text).toContain('DTSTART;VALUE=DATE:20261207');
    expect(text).toContain('DTEND;VALUE=DATE:20261208');
    expect(text).not.toContain('DURATION');
    expect(event.getFirstProperty('dtstart')?.type).toBe('date');
  });

  it('escapes every text: backslash, comma, semicolon, newline, and a lone CR made a newline', () => {
    const text = calendarFile({
      ...entry,
      title: 'Homam; Abhishekam, Archana',
      description: 'Ravi (Bhara\\dwaja\rKashyapa, Ashwini);\nSita',
      location: 'Ashram,\r\nOngole',
    });
    const event = onlyEvent(parseStrictIcs(text));
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Homam\\; Abhishekam\\, Archana');
    expect(unfolded).toContain('DESCRIPTION:Ravi (Bhara\\\\dwaja\\nKashyapa\\, Ashwini)\\;\\nSita');
    expect(unfolded).toContain('LOCATION:Ashram\\,\\nOngole');
    expect(event.getFirstPropertyValue('description')).toBe('Ravi (Bhara\\dwaja\nKashyapa, Ashwini);\nSita');
  });

  it('folds Telugu lines at 75 octets, at a whole character', () => {
    const title = 'గ్రహ శాంతి పూజ, మృత్యుంజయ హోమం, చండీ హోమం, అష్టలక్ష్మీ హోమం';
    const text = calendarFile({ ...entry, title });
    const event = onlyEvent(parseStrictIcs(text));
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
