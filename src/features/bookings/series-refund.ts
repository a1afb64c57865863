import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import type { PaymentRow } from '#src/features/payments/service.ts';
import { refundPayment, type RefundOptions } from '#src/features/payments/service.ts';
import { audit } from './lifecycle.ts';
import { findBooking, releasePlaces, type BookingRow } from './repo.ts';
import type { BookingStatus } from './tables.ts';

/** A seva's days that still hold their place and were paid: the ones a refund gives back. */
const notYetPerformed: BookingStatus[] = ['confirmed', 'refund_requested'];

/**
 * What one day of the series cost: the first booking carries the price and postage of every day
 * (docs/decisions/162), the same for each, so the shares are whole paise.
 */
async function shareOfDay(trx: Kysely<Database>, lead: BookingRow): Promise<number> {
  const days = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('series_id', '=', lead.series_id)
    .executeTakeFirstOrThrow();
  return Math.floor(lead.total_paise / Number(days.n));
}

/**
 * What a refund of this booking would give back, for the office's question before it pays by hand:
 * a paid seva's days not yet performed at their share, any other booking its total.
 */
export async function refundablePaise(db: Kysely<Database>, booking: BookingRow): Promise<number> {
  if (booking.series_id === null || booking.total_paise === 0) return booking.total_paise;
  const open = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('series_id', '=', booking.series_id)
    .where('status', 'in', notYetPerformed)
    .executeTakeFirstOrThrow();
  return Number(open.n) * (await shareOfDay(db, booking));
}

/**
 * Refunds a paid seva's days not yet performed, through its first booking's payment: the price and
 * postage of each such day; a day performed or dispatched keeps its share. The days are held
 * (refund requested) in the transaction that claims the refund, so marking one performed
 * meanwhile is refused and the amount is the amount of the days refunded; the money's return
 * then moves them to refunded and frees each place in one transaction, with one ledger row.
 */
export async function refundSeries(
  db: Kysely<Database>,
  lead: BookingRow,
  payment: PaymentRow,
  options: RefundOptions,
  actor: AuditActor,
): Promise<PaymentRow> {
  const hold = async (trx: Kysely<Database>) => {
    const held = await trx
      .updateTable('bookings')
      .set({ status: 'refund_requested', updated_at: nowIso() })
      .where('series_id', '=', lead.series_id)
      .where('status', 'in', notYetPerformed)
      .returning('reference')
      .execute();
    if (held.length === 0) throw new RequestError(409, 'booking.series.error.allPerformed');
    return held.length * (await shareOfDay(trx, lead));
  };
  return refundPayment(
    db,
    payment,
    options,
    async (trx, refunded) => {
      const days = await trx
        .updateTable('bookings')
        .set({ status: 'refunded', refund_reference: refunded.refund_reference, updated_at: nowIso() })
        .where('series_id', '=', lead.series_id)
        .where('status', '=', 'refund_requested')
        .returning(['puja_id', 'puja_day'])
        .execute();
      for (const day of days) await releasePlaces(trx, Number(day.puja_id), day.puja_day);
      const now = (await findBooking(trx, lead.reference))!;
      await audit(trx, actor, now, 'refund', lead.status, {
        refundReference: refunded.refund_reference,
        payment: refunded.payment_ref,
        days: String(days.length),
        amount: String(refunded.refunded_paise ?? refunded.amount_paise),
      });
    },
    hold,
  );
}
