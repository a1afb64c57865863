import { describe, expect, it } from 'vitest';
import { defaultHoldLimits } from '#src/features/bookings/fair-holds.ts';
import { paymentSchema, paymentSeed } from './payment.ts';

describe("the payment settings' hold limits", () => {
  it('are the defaults when left empty or absent (a section saved before they existed)', () => {
    const { holdsPerEmail, holdsPerPhone, holdsPerDevice, bookingsPerAddressHour, ...older } = paymentSeed;
    const parsed = paymentSchema.parse({ ...older, holdsPerEmail: '', holdsPerPhone: ' ' });
    expect([parsed.holdsPerEmail, parsed.holdsPerPhone, parsed.holdsPerDevice, parsed.bookingsPerAddressHour]).toEqual([
      defaultHoldLimits.perEmail,
      defaultHoldLimits.perPhone,
      defaultHoldLimits.perDevice,
      defaultHoldLimits.perAddressHour,
    ]);
    expect([holdsPerEmail, holdsPerPhone, holdsPerDevice, bookingsPerAddressHour]).toEqual([3, 3, 3, 10]);
  });

  it('take a whole number from 1 to 1000, and refuse anything else with its message', () => {
    expect(paymentSchema.parse({ ...paymentSeed, holdsPerEmail: '5', bookingsPerAddressHour: 20 })).toMatchObject({
      holdsPerEmail: 5,
      bookingsPerAddressHour: 20,
    });
    for (const bad of ['0', '1001', '2.5', 'three']) {
      const result = paymentSchema.safeParse({ ...paymentSeed, holdsPerDevice: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['settings.holds.error']);
    }
  });
});
