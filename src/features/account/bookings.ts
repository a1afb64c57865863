import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';

/**
 * The seam to the puja bookings (src/features/bookings): the account page shows a 'Bookings'
 * section only when a source is wired here. The bookings feature answers
 * `listBookingsOf(db, { userId, email })`; the address is passed only once the account confirmed it.
 */
export interface AccountBooking {
  reference: string;
  puja: string;
  date: string;
  status: string;
  total: number;
}

export type BookingsSource = (db: Kysely<Database>, who: { userId: number; email?: string }) => Promise<AccountBooking[]>;

export const bookingsSource: BookingsSource | undefined = undefined;
