import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { createOnce, type IdempotencyKey } from '#src/server/idempotency/index.ts';
import type { BookingContext, KeyedBooking } from './service.ts';
import type { BookingInput } from './schema.ts';
import type { SeriesInput } from './series-schema.ts';
import { bookSeries } from './series.ts';
import { pointerOf, readPointer } from './book-once.ts';
import { mailBooked } from './lifecycle.ts';

/**
 * A seva that comes back, booked once per idempotency key as a single booking is (./book-once.ts):
 * a repeat of the post is answered with the first booking's link; the devotee is mailed once.
 */
export async function bookSeriesOnce(
  db: Kysely<Database>,
  key: IdempotencyKey | undefined,
  input: BookingInput,
  series: SeriesInput,
  context: BookingContext,
  settings: Settings,
  alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<KeyedBooking> {
  let made: KeyedBooking | undefined;
  const booking = await createOnce<KeyedBooking, string>(
    db,
    key,
    async (trx) => {
      made = await bookSeries(trx, input, series, { ...context, fcra: settings.fcra, place: settings.place });
      await alongside?.(trx);
      return made;
    },
    pointerOf,
    readPointer,
  );
  if (made?.key && made.reference === booking.reference) await mailBooked(db, booking, made.key, settings);
  return booking;
}
