import { describe, expect, it } from 'vitest';
import { formatMoment, formatOnDay, formatTime, formatWeekday, formatWeekdayMoment, indiaClock } from './dates.ts';

describe("dates in the reader's language", () => {
  it('names the whole weekday, so no case ending is glued to a short one', () => {
    expect(formatWeekday('2026-12-05', 'te')).toBe('శనివారం, 05/12/2026');
    expect(formatWeekday('2026-12-01', 'te')).toBe('మంగళవారం, 01/12/2026');
    expect(formatWeekday('2026-12-05', 'en')).toBe('Saturday, 05/12/2026');
  });

  it('says "on a day" as each language does', () => {
    expect(formatOnDay('2026-12-05', 'te')).toBe('శనివారం, 05/12/2026 నాడు');
    expect(formatOnDay('2026-12-06', 'en')).toBe('on Sunday, 06/12/2026');
  });

  it('reads the clock with the part of the day in Telugu, am and pm in English', () => {
    expect(formatTime('06:05', 'te')).toBe('ఉదయం 6:05');
    expect(formatTime('12:30', 'te')).toBe('మధ్యాహ్నం 12:30');
    expect(formatTime('17:45', 'te')).toBe('సాయంత్రం 5:45');
    expect(formatTime('22:10', 'te')).toBe('రాత్రి 10:10');
    expect(formatTime('02:00', 'te')).toBe('రాత్రి 2:00');
    expect(formatTime('00:15', 'en')).toBe('12:15 am');
    expect(formatTime('22:10', 'en', { zone: true })).toBe('10:10 pm IST');
    expect(formatTime('09:00', 'te', { zone: true })).toBe('ఉదయం 9:00 (భారత కాలమానం)');
  });

  it("shows a stored UTC moment in India time on India's day", () => {
    expect(indiaClock('2026-11-26T18:40:00Z')).toEqual({ day: '2026-11-27', time: '00:10' });
    expect(formatMoment('2026-11-26T16:22:00Z', 'te')).toBe('26/11/2026, రాత్రి 9:52');
    expect(formatMoment('2026-11-26T16:22:00Z', 'en', { zone: true })).toBe('26/11/2026, 9:52 pm IST');
    expect(formatWeekdayMoment('2026-12-05T03:30:00Z', 'te')).toBe('శనివారం, 05/12/2026, ఉదయం 9:00');
  });
});
