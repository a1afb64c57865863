import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { releasePlaces, type BookingRow } from './repo.ts';
import type { BookingStatus } from './tables.ts';

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
  if (lead.series_id === null) return 0;
  // Only the first booking leads: one of the other days changed alone (the office cancels it) moves no other.
  const series = await trx
    .selectFrom('seva_series')
    .select('lead_reference')
    .where('id', '=', lead.series_id)
    .executeTakeFirst();
  if (series?.lead_reference !== lead.reference) return 0;
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
