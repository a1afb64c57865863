import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { transaction } from '#src/server/db/transaction.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { createGatewayOrder, paymentSignatureValid, type GatewayConfig } from '#src/features/payments/razorpay.ts';
import type { GatewayOrders } from '#src/features/donations/gateway.ts';
import { log } from '#src/server/log.ts';
import { confirmWithin, mailConfirmation } from './lifecycle.ts';
import { findBooking, findBookingByOrder, moveBooking, selectPuja, takePlace, type BookingRow } from './repo.ts';

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
 * A payment that arrives after its hold ran out takes a place again, in the caller's transaction,
 * if the day still has one; when it has none the payment is kept on the booking and the office
 * refunds it. False then, with nothing else changed.
 */
async function reviveWithin(trx: Kysely<Database>, booking: BookingRow, paymentId: string): Promise<boolean> {
  const puja = await selectPuja(trx, { id: booking.puja_id });
  if (puja && (await moveBooking(trx, booking.reference, ['expired'], 'pending', { hold_until: null }))) {
    if (await takePlace(trx, puja, booking.puja_day)) return true;
    await moveBooking(trx, booking.reference, ['pending'], 'expired');
  }
  await keepForRefund(trx, booking, paymentId, 'came after its hold ran out and the day is full');
  return false;
}

/** A payment that cannot confirm its booking is kept on it, and logged, for the office to refund. */
async function keepForRefund(trx: Kysely<Database>, booking: BookingRow, paymentId: string, why: string) {
  await trx.updateTable('bookings').set({ gateway_payment_id: paymentId, updated_at: nowIso() }).where('reference', '=', booking.reference).execute();
  log.warn(`Razorpay payment ${paymentId} for ${booking.reference} ${why}: for the office to refund`);
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
  const result = await transaction(db, async (trx): Promise<{ refused: string } | { confirmed: BookingRow | undefined }> => {
    if (booking.status === 'cancelled') {
      await keepForRefund(trx, booking, paymentId, 'came after it was cancelled');
      return { refused: 'booking.error.paidCancelled' };
    }
    if (booking.status === 'expired' && !(await reviveWithin(trx, booking, paymentId))) return { refused: 'booking.error.paidFull' };
    return { confirmed: await confirmWithin(trx, reference, { paymentId }) };
  });
  if ('refused' in result) throw new RequestError(409, result.refused);
  if (result.confirmed) await mailConfirmation(db, result.confirmed, settings);
  return result.confirmed ?? (await findBooking(db, reference)) ?? booking;
}

/**
 * Razorpay's webhook for a booking's order, in the transaction that records the event's id
 * (decision 054): the amount must be the total the server computed; the booking is confirmed as
 * by Checkout's handler, whichever comes first, and its mail goes once the transaction commits.
 */
export const bookingPayments: GatewayOrders = {
  async confirmWithin(trx, payment) {
    const booking = await findBookingByOrder(trx, payment.orderId);
    if (!booking) return undefined;
    if (payment.amount !== undefined && payment.amount !== booking.total_paise) {
      log.error(`Razorpay payment ${payment.paymentId} of ${payment.amount} paise does not match booking ${booking.reference} (${booking.total_paise}); not confirmed`);
      return { handled: 'ignored' };
    }
    if (booking.status === 'cancelled') {
      await keepForRefund(trx, booking, payment.paymentId, 'came after it was cancelled');
      return { handled: 'ignored' };
    }
    if (booking.status === 'expired' && !(await reviveWithin(trx, booking, payment.paymentId))) return { handled: 'ignored' };
    const confirmed = await confirmWithin(trx, booking.reference, { paymentId: payment.paymentId });
    if (!confirmed) return { handled: 'repeated' };
    return { handled: 'confirmed', after: (db, settings) => mailConfirmation(db, confirmed, settings) };
  },
};
