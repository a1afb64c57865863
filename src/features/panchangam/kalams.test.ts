import { describe, expect, it } from 'vitest';
import { kalam } from './kalams.ts';

const sunrise = new Date('2025-03-30T06:00:00+05:30');
const sunset = new Date('2025-03-30T18:00:00+05:30'); // 12 hours: each eighth is 90 minutes
const hhmm = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(11, 16);
const span = (name: Parameters<typeof kalam>[0], weekday: number) => {
  const s = kalam(name, weekday, sunrise, sunset);
  return `${hhmm(s.start)}–${hhmm(s.end)}`;
};

describe('Rahu kalam, Yamagandam and Gulika kalam', () => {
  it('are the eighths of the day the almanac prints for each weekday (a 6 to 6 day)', () => {
    // Rahu kalam as every Telugu calendar prints it for a 6 am sunrise.
    expect([0, 1, 2, 3, 4, 5, 6].map((w) => span('rahuKalam', w))).toEqual([
      '16:30–18:00',
      '07:30–09:00',
      '15:00–16:30',
      '12:00–13:30',
      '13:30–15:00',
      '10:30–12:00',
      '09:00–10:30',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map((w) => span('yamagandam', w))).toEqual([
      '12:00–13:30',
      '10:30–12:00',
      '09:00–10:30',
      '07:30–09:00',
      '06:00–07:30',
      '15:00–16:30',
      '13:30–15:00',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6].map((w) => span('gulikaKalam', w))).toEqual([
      '15:00–16:30',
      '13:30–15:00',
      '12:00–13:30',
      '10:30–12:00',
      '09:00–10:30',
      '07:30–09:00',
      '06:00–07:30',
    ]);
  });

  it('follow the length of the day, not the clock', () => {
    const short = kalam('rahuKalam', 0, sunrise, new Date('2025-03-30T17:20:00+05:30'));
    expect(hhmm(short.start)).toBe('15:55');
    expect(hhmm(short.end)).toBe('17:20');
  });
});
