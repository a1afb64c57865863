import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { siteDay } from '#src/server/time.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import {
  hasPossiblePayment,
  keepForRefund,
  movePaymentsOf,
  paymentToRefund,
  reportedPayment,
  reportUtr,
  verifyPayment,
  type Payable,
} from '#src/features/payments/service.ts';
import { refundPayment, type RefundOptions } from '#src/features/payments/service.ts';
import { audit, confirmWithin, mailConfirmation, mailNotReceived, mailRefunded, refuseState } from './lifecycle.ts';
import { findBooking, moveBooking, releasePlaces, takePlace, type BookingRow } from './repo.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import { refundWindowDays } from './refund-window.ts';
import { followLead, laterDayOf } from './series-follow.ts';
import { refundSeries } from './series-refund.ts';
import { takesUtr } from './late-utr.ts';
import type { BookingStatus } from './tables.ts';

/**
 * A booking's money through the payments ledger (docs/decisions/125): the office's confirmation,
 * the devotee's cancel, the office's cancel, refund and 'money did not arrive', and the UTR the
 * devotee gives. Each is one transaction with the booking read under a lock.
 */

const payableOf = (reference: string): Payable => ({ type: 'booking', reference });

/** A booking whose hold ran out takes its place again, in the caller's transaction, when its day still has one. */
export async function reinstateWithin(trx: Kysely<Database>, booking: BookingRow): Promise<boolean> {
  const puja = await selectPuja(trx, { id: booking.puja_id });
  // A seva's days went with its hold; they are not taken back one by one: its money is refunded.
  if (booking.series_id !== null) return false;
  if (!puja || !(await moveBooking(trx, booking.reference, ['expired'], 'pending', { hold_until: null }))) return false;
  if (await takePlace(trx, puja, booking.puja_day)) return true;
  await moveBooking(trx, booking.reference, ['pending'], 'expired');
  return false;
}

/**
 * The devotee's UTR: kept on the booking and reported to the ledger. A booking whose hold ran out
 * takes its place again when the day has one; when it has none the UTR is still taken, and the
 * office refunds the money it finds. False when the booking no longer takes a UTR; 409 when it has one.
 */
export async function giveUtr(
  db: Kysely<Database>,
  reference: string,
  utr: string,
  now = new Date(),
): Promise<boolean> {
  return transaction(db, async (trx) => {
    const booking = await findBooking(trx, reference, true);
    if (!booking || !takesUtr(booking, now)) return false;
    // A seva's later day is paid with its first booking, whatever its state: it takes no UTR of its own.
    if (await laterDayOf(trx, booking)) return false;
    // A UTR once given is the office's to correct: whoever holds the link cannot replace it.
    if (booking.utr)
      throw new RequestError(409, 'booking.utr.already', { utr: 'booking.utr.already' }, { utr: booking.utr });
    if (booking.status === 'expired') await reinstateWithin(trx, booking);
    await trx
      .updateTable('bookings')
      .set({ utr, hold_until: null, updated_at: now.toISOString() })
      .where('reference', '=', reference)
      .execute();
    await reportUtr(trx, payableOf(reference), utr, booking.total_paise);
    return true;
  });
}

export type OfficeConfirmation =
  { confirmed: true; booking: BookingRow } | { confirmed: false; booking?: BookingRow; paidAfterClose?: boolean };

/** The office's refusal when the money it found was kept for refund: what the booking is now, and what to do. */
export const paidAfterCloseError = (booking: BookingRow) =>
  new RequestError(409, 'booking.error.paidAfterClose', undefined, {
    status: { key: `booking.status.${booking.status}` },
  });

/**
 * The office found the money: the booking's reported UTR is verified (one UTR verifies one thing:
 * 409 naming the other record, unless `overrideReason` says why) and the booking is confirmed with
 * its receipt. A booking whose hold ran out takes its place again; when its day is full, the
 * money is recorded as paid after close, for the office to refund.
 */
export async function confirmBooking(
  db: Kysely<Database>,
  reference: string,
  how: { overrideReason?: string },
  settings: Settings,
  actor: AuditActor,
): Promise<OfficeConfirmation> {
  const result = await transaction(db, async (trx): Promise<OfficeConfirmation> => {
    const booking = await findBooking(trx, reference, true);
    if (booking?.status === 'expired') await reinstateWithin(trx, booking);
    const confirmed = await confirmWithin(trx, reference, {}, actor);
    if (confirmed) {
      await verifyPayment(trx, payableOf(reference), confirmed.total_paise, { ...how, actor });
      return { confirmed: true, booking: confirmed };
    }
    // Money found for a booking that cannot take it (its day full, cancelled, or paid otherwise):
    // recorded, and kept for its refund.
    const open = booking && (await reportedPayment(trx, payableOf(reference)));
    if (!booking || !open) return { confirmed: false, booking };
    const found = await verifyPayment(trx, payableOf(reference), booking.total_paise, { ...how, actor });
    await keepForRefund(trx, found.id);
    return { confirmed: false, booking, paidAfterClose: true };
  });
  if (result.confirmed) await mailConfirmation(db, result.booking, settings);
  return result;
}

/**
 * The devotee asks to cancel, proving it is theirs with the booking's e-mail address. An unpaid
 * booking is cancelled and frees its place; one with a UTR may be paid, so it becomes a refund
 * request, as a paid one does within the policy's days of paying (never after the puja).
 */
export async function requestCancel(
  db: Kysely<Database>,
  reference: string,
  email: string,
  now = new Date(),
): Promise<BookingRow> {
  return transaction(db, async (trx) => {
    const booking = await findBooking(trx, reference, true);
    if (!booking || booking.email !== email.trim().toLowerCase()) throw new RequestError(404, 'booking.error.unknown');
    const seriesLate = () =>
      new RequestError(409, 'booking.series.error.cancelLate', undefined, { days: refundWindowDays });
    // A seva's later days are not the devotee's to stop alone: their money is the first booking's.
    if (await laterDayOf(trx, booking)) throw seriesLate();
    if (booking.status === 'pending') {
      if (booking.utr || (await hasPossiblePayment(trx, payableOf(reference)))) {
        await movePaymentsOf(trx, payableOf(reference), ['reported'], 'refund_requested');
        const asked = (await moveBooking(trx, reference, ['pending'], 'refund_requested', { hold_until: null }))!;
        // The UTR may have paid every day: they wait with the first for the office's refund.
        await followLead(trx, asked, ['pending'], 'refund_requested');
        return asked;
      }
      const moved = (await moveBooking(trx, reference, ['pending'], 'cancelled', { hold_until: null }))!;
      await releasePlaces(trx, moved.puja_id, moved.puja_day);
      await followLead(trx, moved, ['pending'], 'cancelled');
      return moved;
    }
    const late = !booking.paid_at || now.getTime() - Date.parse(booking.paid_at) > refundWindowDays * 86_400_000;
    // A seva is the devotee's to cancel only before its first day; later the office refunds the rest.
    if (booking.series_id !== null && (late || booking.status !== 'confirmed' || booking.puja_day <= siteDay(now)))
      throw seriesLate();
    if (booking.status !== 'confirmed' || late)
      throw new RequestError(409, 'booking.error.cancelLate', undefined, { days: refundWindowDays });
    await movePaymentsOf(trx, payableOf(reference), ['verified'], 'refund_requested');
    return (await moveBooking(trx, reference, ['confirmed'], 'refund_requested'))!;
  });
}

const paidStatuses: BookingStatus[] = ['confirmed', 'performed', 'dispatched', 'delivered', 'refund_requested'];

/**
 * The office cancels a booking that was never paid (the devotee phoned, or no money came): its
 * place is freed at once. A paid booking is refused with a pointer to the refund; one with a UTR
 * with a pointer to the bank statement: it may be paid.
 */
export async function cancelUnpaid(db: Kysely<Database>, reference: string, actor: AuditActor): Promise<BookingRow> {
  return transaction(db, async (trx) => {
    const booking = await findBooking(trx, reference, true);
    if (booking && paidStatuses.includes(booking.status)) throw new RequestError(409, 'booking.error.paidUseRefund');
    if (booking?.status !== 'pending') refuseState(booking);
    const lead = await laterDayOf(trx, booking);
    if (lead) throw new RequestError(409, 'booking.series.error.cancelWithFirst', undefined, { lead });
    const possible = await hasPossiblePayment(trx, payableOf(reference));
    if (booking.utr || possible)
      throw new RequestError(409, 'booking.error.cancelHasUtr', undefined, {
        utr: possible?.payment_ref ?? booking.utr ?? '',
      });
    const moved = (await moveBooking(trx, reference, ['pending'], 'cancelled', { hold_until: null }))!;
    await releasePlaces(trx, moved.puja_id, moved.puja_day);
    await followLead(trx, moved, ['pending'], 'cancelled');
    await audit(trx, actor, moved, 'cancel', 'pending');
    return moved;
  });
}

/**
 * The office found no money for the booking's UTR: the UTR is kept as not received, and the
 * booking, which waited on it, is cancelled and frees its place. The devotee is told by e-mail,
 * with how to show a payment they did make. A booking paid otherwise keeps its state.
 */
export async function markNotReceived(
  db: Kysely<Database>,
  reference: string,
  settings: Settings,
  actor: AuditActor,
): Promise<BookingRow> {
  const result = await transaction(db, async (trx) => {
    const booking = await findBooking(trx, reference, true);
    if (!booking) refuseState(booking);
    const waiting = booking.status === 'pending' || (booking.status === 'refund_requested' && !booking.paid_at);
    if (!waiting) {
      // A UTR left on a booking that was paid otherwise, or closed: only the UTR is settled.
      const moved = await movePaymentsOf(trx, payableOf(reference), ['reported'], 'not_received');
      if (moved.length === 0) refuseState(booking);
      await audit(trx, actor, booking, 'not_received', booking.status, { utr: moved[0]!.payment_ref });
      return { booking, cancelled: false };
    }
    const moved = await movePaymentsOf(trx, payableOf(reference), ['reported', 'refund_requested'], 'not_received');
    if (moved.some((p) => p.verified_at)) throw new RequestError(409, 'booking.error.paidUseRefund');
    const cancelled = (await moveBooking(trx, reference, [booking.status], 'cancelled', { hold_until: null }))!;
    await releasePlaces(trx, cancelled.puja_id, cancelled.puja_day);
    await followLead(trx, cancelled, ['pending', 'refund_requested'], 'cancelled');
    await audit(trx, actor, cancelled, 'not_received', booking.status, { utr: moved[0]?.payment_ref ?? booking.utr });
    return { booking: cancelled, cancelled: true };
  });
  if (result.cancelled) await mailNotReceived(db, result.booking, settings);
  return result.booking;
}

/**
 * The office refunds a booking (asked for by the devotee, or cancelled by the office), or the
 * money that came after it closed: a Razorpay payment through Razorpay's Refunds API, exactly
 * once; a UPI one by hand, with the bank's reference. A booking that held its place frees it.
 * Never after the puja was performed.
 */
export async function refundBooking(
  db: Kysely<Database>,
  reference: string,
  options: RefundOptions,
  settings: Settings,
  actor: AuditActor,
): Promise<BookingRow> {
  const before = await findBooking(db, reference);
  if (!before) refuseState(before);
  // A paid seva's first booking carries the money of every day, performed or not (docs/decisions/162).
  const paidSeries = before.series_id !== null && paidStatuses.includes(before.status);
  const holdsPlace = paidSeries || ['confirmed', 'refund_requested'].includes(before.status);
  const payment = await paymentToRefund(db, payableOf(reference), holdsPlace);
  if (payment && paidSeries) {
    const paid = await refundSeries(db, before, payment, options, actor);
    return refunded(db, reference, settings, paid.refunded_paise ?? paid.amount_paise);
  }
  if (!payment) {
    if (holdsPlace) throw new RequestError(409, 'payments.error.nothingToRefund');
    refuseState(before);
  }
  await refundPayment(db, payment, options, async (trx, refunded) => {
    const moved = holdsPlace
      ? await moveBooking(trx, reference, ['confirmed', 'refund_requested'], 'refunded', {
          refund_reference: refunded.refund_reference,
        })
      : undefined;
    if (moved) await releasePlaces(trx, moved.puja_id, moved.puja_day);
    // A seva's days not yet performed are refunded with its first (docs/decisions/162).
    if (moved) await followLead(trx, moved, ['pending', 'confirmed'], 'refunded');
    const now = moved ?? (await findBooking(trx, reference))!;
    await audit(trx, actor, now, 'refund', before.status, {
      refundReference: refunded.refund_reference,
      payment: refunded.payment_ref,
    });
  });
  return refunded(db, reference, settings);
}

async function refunded(db: Kysely<Database>, reference: string, settings: Settings, amountPaise?: number) {
  const booking = (await findBooking(db, reference))!;
  await mailRefunded(db, booking, settings, amountPaise);
  return booking;
}
