import { z } from 'zod';
import { email, personName, phone } from '#src/server/validation/person-fields.ts';
import { bookingSchema } from './schema.ts';

/** The waitlist's one schema: the page's form and POST /api/bookings/waitlist. */
export const waitlistSchema = z.object({
  pujaId: bookingSchema.shape.pujaId,
  date: bookingSchema.shape.date,
  name: personName,
  email,
  phone,
});
export type WaitlistInput = z.output<typeof waitlistSchema>;

export const waitlistLimits = {
  /** How long a freed place is kept for the devotee it was offered to. */
  offerHours: 2,
  /** Waitlists one e-mail may join in a day. */
  joinsPerEmailDay: 5,
} as const;
