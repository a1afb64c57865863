import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { transaction } from '#src/server/db/transaction.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { createGatewayOrder, paymentSignatureValid, type GatewayConfig } from '#src/features/donations/razorpay.ts';
import { confirmBooking } from './lifecycle.ts';
import { findBooking, moveBooking, selectPuja, takePlace, type BookingRow } from './repo.ts';

/**
 * Razorpay for a booking, as for a donation: one order per pending booking, made by the server
 * for the total it computed; the booking is confirmed only when Checkout's signature over our
 * stored order id proves the payment.
 */
export async function bookingOrder(db: Kysely<Database>, config: GatewayConfig, booking: BookingRow): Promise<string> {
  if (booking.gateway_order_id) return booking.gateway_order_id;
  const orderId = await createGatewayOrder(config, { reference: booking.reference, amount_paise: booking.total_paise, cause: 'puja' });
  // Of two calls at once, the order stored first is the order; the other is never paid.
  await db
    .updateTable('bookings')
    .set({ gateway_order_id: orderId, method: 'razorpay', updated_at: nowIso() })
    .where('reference', '=', booking.reference)
    .where('gateway_order_id', 'is', null)
    .execute();
  return (await findBooking(db, booking.reference))!.gateway_order_id!;
}

/**
 * A payment that arrives after its hold ran out takes a place again if the day still has one;
 * when it has none the money is kept on record and the office refunds it.
 */
async function revive(db: Kysely<Database>, booking: BookingRow): Promise<boolean> {
  const puja = await selectPuja(db, { id: booking.puja_id });
  if (!puja) return false;
  return transaction(db, async (trx) => {
    if (!(await takePlace(trx, puja, booking.puja_day))) return false;
    return Boolean(await moveBooking(trx, booking.reference, ['expired'], 'pending'));
  });
}

export async function verifyBookingPayment(
  db: Kysely<Database>,
  config: GatewayConfig,
  reference: string,
  body: { razorpay_payment_id?: unknown; razorpay_signature?: unknown },
  settings: Settings,
): Promise<BookingRow> {
  const booking = await findBooking(db, reference);
  if (!booking) throw new RequestError(404, 'booking.error.unknown');
  const paymentId = typeof body.razorpay_payment_id === 'string' ? body.razorpay_payment_id : '';
  if (!booking.gateway_order_id || !/^pay_\w+$/.test(paymentId) || !paymentSignatureValid(config.keySecret, booking.gateway_order_id, paymentId, body.razorpay_signature)) {
    throw new RequestError(400, 'donation.gateway.unverified');
  }
  if (booking.status === 'expired' && !(await revive(db, booking))) {
    await db.updateTable('bookings').set({ gateway_payment_id: paymentId, updated_at: nowIso() }).where('reference', '=', reference).execute();
    throw new RequestError(409, 'booking.error.paidFull');
  }
  const result = await confirmBooking(db, reference, { paymentId }, settings);
  return result.booking ?? booking;
}
