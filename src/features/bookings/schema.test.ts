import { describe, expect, it } from 'vitest';
import { devoteeSchema as savedDevoteeSchema } from '#src/features/account/schema.ts';
import { devoteeSchema } from './schema.ts';

describe('a devotee, booked or saved (issue 29)', () => {
  it('takes a saved devotee as the booking form takes it, and refuses a gotram of digits in both', () => {
    const saved = savedDevoteeSchema.parse({
      name: 'Annapurna',
      gotram: 'Atreya',
      nakshatram: 'Ashwini',
      rasi: 'Mesha',
    });
    expect(devoteeSchema.parse(saved)).toEqual(saved);
    expect(devoteeSchema.safeParse({ ...saved, gotram: '123' }).success).toBe(false);
    expect(savedDevoteeSchema.safeParse({ ...saved, gotram: '123' }).success).toBe(false);
  });

  it('reads a Telugu nakshatram as its English name, which the account then takes', () => {
    const booked = devoteeSchema.parse({ name: 'Lakshmi Devi', gotram: 'భరద్వాజ', nakshatram: 'రోహిణి' });
    expect(booked.nakshatram).toBe('Rohini');
    expect(savedDevoteeSchema.safeParse(booked).success).toBe(true);
  });
});
