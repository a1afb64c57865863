import { describe, expect, it } from 'vitest';
import { onlyEvent, parseStrictIcs } from '#tests/support/strict-ics.ts';
import { bookingCalendar } from './receipt.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingRow } from './repo.ts';

// 2026-12-07 is a Monday, 2026-12-12 a Saturday, 2026-12-09 a Wednesday.
const puja = {
  start_times: JSON.stringify({ 1: '06:30', 6: '18:45' }),
  name_en: 'Graha Shanti Pooja',
  name_te: 'గ్రహ శాంతి పూజ',
  duration_minutes: 90,
} as unknown as PujaRow;
const booking = (over: Partial<BookingRow> = {}) =>
  ({
    reference: 'PJ-TEST',
    puja_day: '2026-12-07',
    attendance: 'in-person',
    devotees: JSON.stringify([
      { name: 'Ravi', gotram: 'Bharadwaja\rKashyapa, Atreya; Vasishta', nakshatram: 'Ashwini' },
    ]),
    ...over,
  }) as unknown as BookingRow;
const options = {
  host: 'example.org',
  lang: 'en' as const,
  location: 'Ashram, Ongole',
  pageUrl: 'https://example.org/booking/PJ-TEST',
};

describe('bookingCalendar', () => {
  it('an in-person booking is timed from the start for the puja’s duration, every text escaped', () => {
    const text = bookingCalendar(booking(), puja, options);
    const event = onlyEvent(parseStrictIcs(text));
    expect(text).toContain('DTSTART:20261207T010000Z');
    expect(text).toContain('DTEND:20261207T023000Z');
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(
      'DESCRIPTION:Devotees:\\nRavi (Bharadwaja\\nKashyapa\\, Atreya\\; Vasishta\\, Ashwini)',
    );
    expect(event.getFirstPropertyValue('description')).toBe(
      'Devotees:\nRavi (Bharadwaja\nKashyapa, Atreya; Vasishta, Ashwini)',
    );
  });

  it('a Telugu booking is described in Telugu: the devotees heading and the star as a panchangam names it', () => {
    const b = booking({
      devotees: JSON.stringify([{ name: 'రవి', gotram: 'భారద్వాజ', nakshatram: 'Purva Phalguni', rasi: 'Simha' }]),
    });
    const event = onlyEvent(parseStrictIcs(bookingCalendar(b, puja, { ...options, lang: 'te' })));
    expect(event.getFirstPropertyValue('summary')).toBe('గ్రహ శాంతి పూజ');
    expect(event.getFirstPropertyValue('description')).toBe('భక్తులు:\nరవి (భారద్వాజ, పుబ్బ, సింహం)');
  });

  it('a day without a time, or a puja done on the devotee’s behalf, is a whole-day entry', () => {
    for (const b of [booking({ puja_day: '2026-12-09' }), booking({ attendance: 'on-behalf' })]) {
      const text = bookingCalendar(b, puja, options);
      const event = onlyEvent(parseStrictIcs(text));
      expect(event.getFirstProperty('dtstart')?.type).toBe('date');
      expect(text).toContain(`DTSTART;VALUE=DATE:${b.puja_day.replace(/-/g, '')}`);
      expect(text).not.toContain('DURATION');
    }
  });
});
