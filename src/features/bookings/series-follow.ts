import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { releasePlaces, type BookingRow } from './repo.ts';
import type { BookingStatus } from './tables.ts';

async function leadOf(trx: Kysely<Database>, seriesId: number): Promise<string | undefined> {
  const series = await trx
    .selectFrom('seva_series')
    .select('lead_reference')
    .where('id', '=', seriesId)
    .executeTakeFirst();
  return series?.lead_reference;
}

/**
 * The first booking's reference when this is one of a seva's later days, which have no money of
 * their own: nothing is paid, cancelled or refunded on them alone, only through the first.
 */
export async function laterDayOf(
  trx: Kysely<Database>,
  booking: Pick<BookingRow, 'series_id' | 'reference'>,
): Promise<string | undefined> {
  if (booking.series_id === null) return undefined;
  const lead = await leadOf(trx, booking.series_id);
  return lead !== undefined && lead !== booking.reference ? lead : undefined;
}

/**
 * A seva's later days follow its first booking, which carries the payment (docs/decisions/162):
 * confirmed with it, cancelled or refunded with it, each place given back in the caller's
 * transaction. A day already performed stays as it is.
 */
export async function followLead(
  trx: Kysely<Database>,
  lead: Pick<BookingRow, 'series_id' | 'reference'>,
  from: BookingStatus[],
  to: BookingStatus,
  more: { paid_at?: string } = {},
): Promise<number> {
  // Only the first booking leads: a later day never moves the others.
  if (lead.series_id === null || (await leadOf(trx, lead.series_id)) !== lead.reference) return 0;
  const moved = await trx
    .updateTable('bookings')
    .set({ ...more, status: to, hold_until: null, updated_at: nowIso() })
    .where('series_id', '=', lead.series_id)
    .where('reference', '!=', lead.reference)
    .where('status', 'in', from)
    .returning(['puja_id', 'puja_day'])
    .execute();
  if (to === 'cancelled' || to === 'refunded' || to === 'expired')
    for (const day of moved) await releasePlaces(trx, Number(day.puja_id), day.puja_day);
  return moved.length;
}
