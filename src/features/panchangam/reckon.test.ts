import { describe, expect, it } from 'vitest';
import { karanamNames } from './names.ts';
import { karanamOf, panchangamOn, panchangamRange, reckonDay } from './reckon.ts';

const ongole = { latitude: 15.5057, longitude: 80.0499, timeZone: 'Asia/Kolkata' };

describe('karanams over the 60 half-tithis', () => {
  const names = Array.from({ length: 60 }, (_, half) => karanamNames[karanamOf(half) - 1]!.en);
  it('begin with Kimstughna, repeat the seven movable ones eight times and end with the three fixed ones', () => {
    expect(names[0]).toBe('Kimstughna');
    expect(names.slice(1, 8)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(names.slice(50, 57)).toEqual(['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti']);
    expect(names.slice(57)).toEqual(['Shakuni', 'Chatushpada', 'Naga']);
    expect(names.filter((n) => n === 'Vishti')).toHaveLength(8);
  });
});

describe('a day of panchangam', () => {
  it('gives every limb an end after sunrise, and the kalams inside the daytime', () => {
    for (const day of panchangamRange(ongole, '2025-06-01', '2025-06-30')) {
      for (const limb of [
        day.tithi,
        day.nakshatram,
        day.yogam,
        day.karanam,
        day.masam,
        day.ruthuvu,
        day.ayanam,
        day.samvatsaram,
      ]) {
        expect(limb.endsAt.getTime()).toBeGreaterThan(day.sunrise.getTime());
      }
      for (const span of [day.rahuKalam, day.yamagandam, day.gulikaKalam]) {
        expect(span.start.getTime()).toBeGreaterThanOrEqual(day.sunrise.getTime());
        expect(span.end.getTime()).toBeLessThanOrEqual(day.sunset.getTime() + 1);
      }
    }
  });

  it('moves the tithi on by one, or by two over a skipped one, from one sunrise to the next', () => {
    const days = panchangamRange(ongole, '2024-01-01', '2024-12-31');
    expect(days).toHaveLength(366);
    for (let i = 1; i < days.length; i++) {
      const step = (days[i]!.tithi.number - days[i - 1]!.tithi.number + 30) % 30;
      expect([0, 1, 2]).toContain(step);
      // A tithi that ends before the next sunrise is no longer there at it.
      expect(step === 0).toBe(days[i - 1]!.tithi.endsAt > days[i]!.sunrise);
    }
  });

  it('keeps a day once reckoned: the same day comes back without reckoning again', () => {
    const first = panchangamOn(ongole, '2026-11-27');
    expect(panchangamOn(ongole, '2026-11-27')).toBe(first);
    expect(reckonDay(ongole, '2026-11-27')).toEqual(first);
    expect(panchangamOn({ ...ongole, longitude: 78.4867 }, '2026-11-27')).not.toBe(first);
  });
});
