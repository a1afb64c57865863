import { describe, expect, it } from 'vitest';
import { seedPujas } from './seed.ts';

describe('the demo catalogue', () => {
  it('offers each puja on the days its text gives: Ayush Vruddhi Homam on Saturdays and Sundays only', () => {
    const ayush = seedPujas.find((p) => p.slug === 'ayush-vruddhi-homam')!;
    expect(ayush.weekdays).toEqual([0, 6]);
    expect(Object.keys(ayush.startTimes ?? {})).toEqual(['0', '6']);
    const chandi = seedPujas.find((p) => p.slug === 'chandi-homam')!;
    expect(chandi.weekdays).toHaveLength(7);
  });
});
