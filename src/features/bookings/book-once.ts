import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { createOnce, type IdempotencyKey } from '#src/server/idempotency/index.ts';
import { bookingByReference, bookPuja, type BookingContext, type KeyedBooking } from './book.ts';
import type { BookingInput } from './schema.ts';
import type { SeriesInput } from './series-schema.ts';
import { bookSeries } from './series.ts';
import { keyMatches } from './keys.ts';
import { mailBooked } from './lifecycle.ts';

/**
 * The idempotency record points at the booking and its key: a post sent again after a lost
 * answer (a phone on a weak line) is answered with the same link, key and all, as the first.
 * The key is kept there as long as the record (a day), as the mail outbox keeps it in its link.
 */
export const pointerOf = (b: KeyedBooking) => (b.key ? `${b.reference}~${b.key}` : b.reference);

export async function readPointer(db: Kysely<Database>, pointer: string): Promise<KeyedBooking | undefined> {
  const [reference = '', key] = pointer.split('~');
  const booking = await bookingByReference(db, reference);
  if (!booking) return undefined;
  // Find-my-booking may have given the booking a new key since: the old one is not answered.
  return key && keyMatches(booking.key_hash, key) ? { ...booking, key } : booking;
}

/** What is booked, in the idempotency record's transaction: one puja on one day, or a seva that comes back. */
export type Book = (trx: Kysely<Database>) => Promise<KeyedBooking>;

/** A single booking, or a seva that comes back when the post asked for one (docs/decisions/162). */
export const bookingOf = (
  input: BookingInput,
  series: SeriesInput | undefined,
  context: BookingContext,
  settings: Settings,
): Book =>
  series
    ? (trx) => bookSeries(trx, input, series, { ...context, fcra: settings.fcra, place: settings.place })
    : (trx) => bookPuja(trx, input, { ...context, fcra: settings.fcra });

/**
 * Books once per idempotency key and mails the devotee once, when the booking is made (a repeat
 * of the post is answered as the booking is now, and mails nothing).
 */
export async function bookOnce(
  db: Kysely<Database>,
  key: IdempotencyKey | undefined,
  book: Book,
  settings: Settings,
  /** Work that belongs with the booking, in its transaction (the devotees saved to the account). */
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<KeyedBooking> {
  let made: KeyedBooking | undefined;
  const booking = await createOnce<KeyedBooking, string>(
    db,
    key,
    async (trx) => {
      made = await book(trx);
      await alongside?.(trx);
      return made;
    },
    pointerOf,
    readPointer,
  );
  if (made?.key && made.reference === booking.reference) await mailBooked(db, booking, made.key, settings);
  return booking;
}
