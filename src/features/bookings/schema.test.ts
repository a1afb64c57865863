import { describe, expect, it } from 'vitest';
import { devoteeSchema as savedDevoteeSchema } from '#src/features/account/schema.ts';
import { bookingSchema } from './schema.ts';

// The booking form's devotee rows, as the whole form's schema reads them.
const bookedRows = bookingSchema.shape.devotees;

describe('a devotee, booked or saved (issue 29)', () => {
  it('takes a saved devotee as the booking form takes it, and refuses a gotram of digits in both', () => {
    const saved = savedDevoteeSchema.parse({
      name: 'Annapurna',
      gotram: 'Atreya',
      nakshatram: 'Ashwini',
      rasi: 'Mesha',
    });
    expect(bookedRows.parse([saved])).toEqual([saved]);
    const digits = bookedRows.safeParse([{ ...saved, gotram: '123' }]);
    expect(digits.error?.issues).toMatchObject([{ path: [0, 'gotram'], message: 'devotee.error.gotramLetters' }]);
    expect(savedDevoteeSchema.safeParse({ ...saved, gotram: '123' }).error?.issues).toMatchObject([
      { path: ['gotram'], message: 'devotee.error.gotramLetters' },
    ]);
  });

  it('reads a Telugu nakshatram and rasi as their English names on both paths', () => {
    const telugu = { name: 'Lakshmi Devi', gotram: 'భరద్వాజ', nakshatram: 'రోహిణి', rasi: 'వృషభం' };
    expect(bookedRows.parse([telugu])).toEqual([{ ...telugu, nakshatram: 'Rohini', rasi: 'Vrishabha' }]);
    expect(savedDevoteeSchema.parse(telugu)).toEqual({ ...telugu, nakshatram: 'Rohini', rasi: 'Vrishabha' });
  });
});
