import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { afterCommit } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { createGatewayOrder, paymentSignatureValid, type GatewayConfig } from '#src/features/payments/service.ts';
import { recordGatewayPayment, type GatewayPayable } from '#src/features/payments/service.ts';
import { confirmWithin, mailConfirmation } from './lifecycle.ts';
import { findBooking, findBookingByOrder, type BookingRow } from './repo.ts';
import { reinstateWithin } from './payments.ts';
import { isForeignContribution } from '#src/features/citizenship/service.ts';

/**
 * Razorpay for a booking, as for a donation: one order per pending booking, made by the server
 * for the total it computed; the booking is confirmed only when Checkout's signature over our
 * stored order id proves the payment.
 */
export async function bookingOrder(db: Kysely<Database>, config: GatewayConfig, booking: BookingRow): Promise<string> {
  // The gateway pays into the ordinary account: a foreign contribution goes to the FCRA account alone.
  if (isForeignContribution(booking)) throw new RequestError(409, 'citizenship.fcra.gateway');
  if (booking.gateway_order_id) return booking.gateway_order_id;
  const orderId = await createGatewayOrder(config, {
    reference: booking.reference,
    amount_paise: booking.total_paise,
    cause: 'puja',
  });
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
 * A pause after the payment read its booking, for the test that interleaves the expiry sweep
 * there step by step; nothing sets it outside tests.
 */
export const settlePause: { afterRead?: () => Promise<void> } = {};

/**
 * What a Razorpay payment does to its booking, read under a lock so the hold sweep cannot expire
 * it between the read and the change (docs/decisions/125): a pending booking is confirmed; an
 * expired one takes its place again if its day has one; any other (cancelled, full, already
 * paid) keeps the payment in the ledger for the office to refund.
 */
export const bookingPayable: GatewayPayable = {
  type: 'booking',
  async byOrder(trx, orderId) {
    const booking = await findBookingByOrder(trx, orderId);
    return booking && { reference: booking.reference, amountPaise: booking.total_paise };
  },
  async settle(trx, reference, payment, settings) {
    const booking = await findBooking(trx, reference, true);
    await settlePause.afterRead?.();
    if (!booking) return 'paid_after_close';
    if (booking.status === 'expired') await reinstateWithin(trx, booking);
    const confirmed = await confirmWithin(trx, reference, { paymentId: payment.payment_ref });
    if (!confirmed) {
      log.warn(
        `Razorpay payment ${payment.payment_ref} for ${reference} (${booking.status}) ` +
          'kept in the ledger for the office to refund',
      );
      return 'paid_after_close';
    }
    afterCommit(trx, (db) => mailConfirmation(db, confirmed, settings));
    return 'verified';
  },
};

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
  if (
    !booking.gateway_order_id ||
    !/^pay_\w+$/.test(paymentId) ||
    !paymentSignatureValid(config.keySecret, booking.gateway_order_id, paymentId, body.razorpay_signature)
  ) {
    throw new RequestError(400, 'donation.gateway.unverified');
  }
  const payment = await recordGatewayPayment(
    db,
    bookingPayable,
    { reference, amountPaise: booking.total_paise },
    paymentId,
    settings,
  );
  const now = (await findBooking(db, reference)) ?? booking;
  if (payment.state === 'paid_after_close') {
    const why = now.status === 'cancelled' ? 'paidCancelled' : now.status === 'expired' ? 'paidFull' : 'paidAgain';
    throw new RequestError(409, `booking.error.${why}`);
  }
  return now;
}
