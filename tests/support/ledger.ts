import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { bookingSchema } from '#src/features/bookings/schema.ts';
import { bookPuja } from '#src/features/bookings/service.ts';
import { bookingBody, dayAhead, testPuja } from './bookings.ts';
import { roomyHoldLimits } from './hold-limits.ts';

/** A puja with `perDay` places, straight into the database. */
export async function seedPuja(db: Kysely<Database>, slug: string, perDay = 5) {
  return (await insertPuja(db, pujaSchema.parse(testPuja(slug, { perDay }))))!;
}

/** A pending booking for tomorrow, as the booking form stores it. */
export async function seedBooking(db: Kysely<Database>, pujaId: number, more: Record<string, unknown> = {}) {
  return bookPuja(db, bookingSchema.parse(bookingBody(pujaId, dayAhead(1), more)), {
    lang: 'en',
    userId: null,
    holdLimits: roomyHoldLimits,
  });
}

/** Makes the booking's hold run out a minute ago, so the next sweep expires it. */
export async function lapseHold(db: Kysely<Database>, reference: string) {
  await db
    .updateTable('bookings')
    .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
    .where('reference', '=', reference)
    .execute();
}

export const placesTaken = async (db: Kysely<Database>, pujaId: number) =>
  Number(
    (
      await db
        .selectFrom('puja_day_places')
        .select((eb) => eb.fn.sum<number>('taken').as('n'))
        .where('puja_id', '=', pujaId)
        .executeTakeFirst()
    )?.n ?? 0,
  );
