import { describe, expect, it } from 'vitest';
import { pujaSchema } from './puja-schema.ts';
import { startLine, startParagraph, startTimeOn, startTimesOf } from './start-times.ts';
import type { PujaRow } from './catalogue.ts';

// 2026-12-07 is a Monday, 2026-12-12 a Saturday, 2026-12-09 a Wednesday.
const puja = {
  start_times: JSON.stringify({ 1: '06:30', 6: '18:45' }),
  name_en: 'Graha Shanti Pooja',
  name_te: 'గ్రహ శాంతి పూజ',
  duration_minutes: 90,
} as unknown as PujaRow;
const booking = (over: { attendance?: string } = {}) => ({ puja_day: '2026-12-07', attendance: 'in-person', ...over });

describe('start times', () => {
  it('reads the time of the booked weekday, and none for a weekday without one', () => {
    expect(startTimeOn(puja, '2026-12-07')).toBe('06:30');
    expect(startTimeOn(puja, '2026-12-12')).toBe('18:45');
    expect(startTimeOn(puja, '2026-12-09')).toBeUndefined();
    expect(startTimesOf({ start_times: 'not json' })).toEqual({});
  });

  it('gives the line for pages and mails, to in-person devotees only', () => {
    expect(startLine(puja, '2026-12-07', 'en')).toBe('The puja begins at 6:30 am IST. Please come a little before.');
    // prettier-ignore
    expect(startLine(puja, '2026-12-12', 'te')).toBe(
      'పూజ ప్రారంభ సమయం: సాయంత్రం 6:45 (భారత కాలమానం). కొంచెం ముందుగా రండి.',
    );
    expect(startLine(puja, '2026-12-09', 'en')).toBe('');
    expect(startParagraph(booking(), puja, 'en')).toMatch(/6:30 am.*\n\n$/);
    expect(startParagraph(booking({ attendance: 'on-behalf' }), puja, 'en')).toBe('');
  });

  it('the admin form takes HH:MM of a 24-hour clock and refuses anything else', () => {
    const base = {
      slug: 'x',
      category: 'other',
      nameEn: 'X',
      nameTe: 'X',
      descriptionEn: 'X',
      descriptionTe: 'X',
      price: 1,
      durationMinutes: 60,
      weekdays: [1, 6],
      perDay: 1,
      minDaysAhead: 0,
      maxDaysAhead: 9,
    };
    expect(pujaSchema.parse({ ...base, startTimes: { 1: '6:30', 6: '' } }).startTimes).toEqual({ 1: '06:30' });
    const refused = pujaSchema.safeParse({ ...base, startTimes: { 1: '25:00' } });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['startTimes', '1'], message: 'booking.time.invalid' });
    expect(pujaSchema.safeParse({ ...base, startTimes: { 7: '06:00' } }).success).toBe(false);
  });
});
