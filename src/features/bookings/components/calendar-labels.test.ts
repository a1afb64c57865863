import { describe, expect, it } from 'vitest';
import { calendarDates } from './calendar-labels.ts';
import { fillIn, monthOf, shiftDay, weekdayOf } from './calendar-days.ts';

const locales = { en: 'en-IN', te: 'te-IN' } as const;

describe('the booking calendar’s dates, made on the server', () => {
  it.each(['en', 'te'] as const)('gives every day the long form Intl gives it (%s)', (lang) => {
    const dates = calendarDates(lang, [{ day: '2026-11-28' }, { day: '2027-12-31' }]);
    expect(Object.keys(dates.months)).toHaveLength(14);
    const full = new Intl.DateTimeFormat(locales[lang], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const month = new Intl.DateTimeFormat(locales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let day = '2026-11-01'; day <= '2027-12-31'; day = shiftDay(day, 1)) {
      const filled = fillIn(dates.months[monthOf(day)]!.day, {
        weekday: dates.weekdays[weekdayOf(day)]!.long,
        day: Number(day.slice(8)),
      });
      const date = new Date(`${day}T00:00:00Z`);
      expect(filled).toBe(full.format(date));
      expect(dates.months[monthOf(day)]!.title).toBe(month.format(date));
    }
  });

  it('names the weekdays Sunday first, short and long, in the page’s language', () => {
    expect(calendarDates('en', [{ day: '2026-12-01' }]).weekdays[0]).toEqual({ short: 'Sun', long: 'Sunday' });
    const te = calendarDates('te', [{ day: '2026-12-01' }]).weekdays;
    expect(te[0]!.long).toBe('ఆదివారం');
    expect(te[6]!.long).toBe('శనివారం');
  });
});
