import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getConfig } from '#src/server/config.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { createT, isLang, localePath, pick, type Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { recordAudit, type AuditAction, type AuditActor } from '#src/features/audit/service.ts';
import { formatRupees } from '#src/features/payments/money.ts';
import { nextReceiptNumber } from '#src/features/payments/receipt-numbers.ts';
import { GatewayError, refundGatewayPayment, type GatewayConfig } from '#src/features/payments/razorpay.ts';
import { findBooking, moveBooking, releasePlaces, selectPuja, type BookingRow } from './repo.ts';
import { bookingCalendar, bookingReceiptPdf, bookingReceiptSeries } from './receipt.ts';
import type { BookingStatus } from './tables.ts';
import { dayLabel } from './components/day-label.ts';
import { devoteesOf } from './view.ts';
import { refundWindowDays } from './refund-window.ts';

/**
 * A booking's life after it holds its place: confirmed (paid), performed, dispatched,
 * delivered; or cancelled through a refund. Each change is one transaction with its audit entry;
 * the devotee's e-mail is queued after it commits, in the language of the pages they used.
 */

const retryMs = () => getConfig().MAIL_RETRY_SECONDS * 1000;
const siteUrl = () => getConfig().SITE_URL ?? 'http://localhost';
const langOf = (b: BookingRow): Lang => (isLang(b.lang) ? b.lang : 'en');

async function audit(trx: Kysely<Database>, actor: AuditActor | undefined, b: BookingRow, action: AuditAction, from: BookingStatus, more: Record<string, string | null> = {}) {
  if (!actor) return;
  const changes: Record<string, { from: string | null; to: string | null }> = { status: { from, to: b.status } };
  for (const [key, value] of Object.entries(more)) changes[key] = { from: null, to: value };
  await recordAudit(trx, { actor, recordType: 'booking', recordId: b.reference, recordLabel: b.reference, action, changes });
}

function refuseState(b: BookingRow | undefined): never {
  if (!b) throw new RequestError(404, 'booking.error.unknown');
  throw new RequestError(409, 'booking.error.status', undefined, { status: { key: `booking.status.${b.status}` } });
}

/** The e-mail of a change, with the booking's summary; attachments on confirmation. */
async function mailDevotee(db: Kysely<Database>, b: BookingRow, kind: 'confirmed' | 'performed' | 'dispatched' | 'refunded', settings: Settings) {
  const lang = langOf(b);
  const t = createT(lang);
  const puja = await selectPuja(db, { id: b.puja_id });
  const pujaName = (lang === 'te' ? puja?.name_te : puja?.name_en) ?? '';
  const pageUrl = new URL(localePath(lang, `/booking/${b.reference}`), siteUrl()).href;
  const vars = {
    name: b.name,
    reference: b.reference,
    puja: pujaName,
    date: dayLabel(b.puja_day, lang),
    devotees: devoteesOf(b)
      .map((d) => `${d.name} (${d.gotram}, ${d.nakshatram})`)
      .join('\n'),
    amount: formatRupees(b.total_paise, lang),
    receipt: b.receipt_number ?? '',
    courier: b.courier ?? '',
    tracking: b.tracking ?? '',
    page: pageUrl,
    payee: settings.payment.payeeName,
  };
  const attachments = [];
  if (kind === 'confirmed') {
    const pdf = await bookingReceiptPdf(b, puja, settings);
    attachments.push({ filename: `receipt-${(b.receipt_number ?? b.reference).replace(/[^\w-]/g, '-')}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' });
    const ics = bookingCalendar(b, puja, { host: new URL(siteUrl()).host, lang, location: pick(settings.contacts.ashramAddress, lang), pageUrl });
    attachments.push({ filename: 'puja.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
  }
  try {
    await queueAndTry(db, { to: b.email, subject: t(`booking.mail.${kind}.subject`, vars), text: t(`booking.mail.${kind}.body`, vars), attachments }, retryMs());
  } catch (error) {
    // The change stands; the office can write to the devotee by hand.
    log.error(`Booking mail (${kind}) for ${b.reference} could not be queued: ${(error as Error).message}`);
  }
}

/**
 * The confirmation's work inside the caller's transaction: the booking leaves pending, keeps the
 * payment and gets its receipt number in the bookings' own series. Undefined when it was not
 * pending (a repeat changes nothing). The caller mails the devotee once it has committed.
 */
export async function confirmWithin(trx: Kysely<Database>, reference: string, outcome: { paymentId?: string }, actor?: AuditActor): Promise<BookingRow | undefined> {
  const at = new Date();
  const moved = await moveBooking(trx, reference, ['pending'], 'confirmed', {
    paid_at: at.toISOString(),
    hold_until: null,
    ...(outcome.paymentId ? { gateway_payment_id: outcome.paymentId, method: 'razorpay' as const } : {}),
  });
  if (!moved) return undefined;
  const receipt = await nextReceiptNumber(trx, at, bookingReceiptSeries);
  const booking = (await moveBooking(trx, reference, ['confirmed'], 'confirmed', { receipt_number: receipt }))!;
  await audit(trx, actor, booking, 'mark_received', 'pending', { receiptNumber: receipt });
  return booking;
}

/** After a confirmation has committed: the receipt and the calendar entry by e-mail. */
export const mailConfirmation = (db: Kysely<Database>, booking: BookingRow, settings: Settings) => mailDevotee(db, booking, 'confirmed', settings);

/**
 * Confirms the payment (the office found the UPI money, or Razorpay's signature proved it) and
 * gives the booking its receipt number in the bookings' own series. A repeat changes nothing.
 */
export async function confirmBooking(
  db: Kysely<Database>,
  reference: string,
  outcome: { paymentId?: string },
  settings: Settings,
  actor?: AuditActor,
): Promise<{ confirmed: boolean; booking?: BookingRow }> {
  const result = await db.transaction().execute(async (trx) => {
    const booking = await confirmWithin(trx, reference, outcome, actor);
    return booking ? { confirmed: true, booking } : { confirmed: false, booking: await findBooking(trx, reference) };
  });
  if (result.confirmed && result.booking) await mailConfirmation(db, result.booking, settings);
  return result;
}

export async function markPerformed(db: Kysely<Database>, reference: string, settings: Settings, actor: AuditActor): Promise<BookingRow> {
  const booking = await db.transaction().execute(async (trx) => {
    const moved = await moveBooking(trx, reference, ['confirmed'], 'performed');
    if (!moved) refuseState(await findBooking(trx, reference));
    await audit(trx, actor, moved, 'mark_performed', 'confirmed');
    return moved;
  });
  await mailDevotee(db, booking, 'performed', settings);
  return booking;
}

export async function dispatchPrasadam(
  db: Kysely<Database>,
  reference: string,
  sent: { courier: string; tracking: string },
  settings: Settings,
  actor: AuditActor,
): Promise<BookingRow> {
  const booking = await db.transaction().execute(async (trx) => {
    const before = await findBooking(trx, reference);
    if (!before?.prasadam) refuseState(before);
    const moved = await moveBooking(trx, reference, ['confirmed', 'performed'], 'dispatched', { courier: sent.courier, tracking: sent.tracking });
    if (!moved) refuseState(before);
    await audit(trx, actor, moved, 'dispatch', before.status, { courier: sent.courier, tracking: sent.tracking });
    return moved;
  });
  await mailDevotee(db, booking, 'dispatched', settings);
  return booking;
}

export async function markDelivered(db: Kysely<Database>, reference: string, actor: AuditActor): Promise<BookingRow> {
  return db.transaction().execute(async (trx) => {
    const moved = await moveBooking(trx, reference, ['dispatched'], 'delivered');
    if (!moved) refuseState(await findBooking(trx, reference));
    await audit(trx, actor, moved, 'deliver', 'dispatched');
    return moved;
  });
}

/**
 * The devotee asks to cancel, proving it is theirs with the booking's e-mail address: an unpaid
 * booking is cancelled and frees its place; a paid one waits for the office's refund, within the
 * policy's 7 days of paying and never after the puja was performed.
 */
export async function requestCancel(db: Kysely<Database>, reference: string, email: string, now = new Date()): Promise<BookingRow> {
  return db.transaction().execute(async (trx) => {
    const booking = await findBooking(trx, reference);
    if (!booking || booking.email !== email.trim().toLowerCase()) throw new RequestError(404, 'booking.error.unknown');
    if (booking.status === 'pending') {
      const moved = await moveBooking(trx, reference, ['pending'], 'cancelled', { hold_until: null });
      if (moved) await releasePlaces(trx, moved.puja_id, moved.puja_day);
      if (moved) return moved;
    }
    const late = !booking.paid_at || now.getTime() - Date.parse(booking.paid_at) > refundWindowDays * 86_400_000;
    if (booking.status !== 'confirmed' || late) throw new RequestError(409, 'booking.error.cancelLate', undefined, { days: refundWindowDays });
    return (await moveBooking(trx, reference, ['confirmed'], 'refund_requested'))!;
  });
}

const paidStatuses: BookingStatus[] = ['confirmed', 'performed', 'dispatched', 'delivered', 'refund_requested'];

/**
 * The office cancels a booking that was never paid (the devotee phoned, or no money came): its
 * place is freed at once. A paid booking is refused with a pointer to the refund, which returns
 * the money; any other state with what it is.
 */
export async function cancelUnpaid(db: Kysely<Database>, reference: string, actor: AuditActor): Promise<BookingRow> {
  return db.transaction().execute(async (trx) => {
    const moved = await moveBooking(trx, reference, ['pending'], 'cancelled', { hold_until: null });
    if (!moved) {
      const booking = await findBooking(trx, reference);
      if (booking && paidStatuses.includes(booking.status)) throw new RequestError(409, 'booking.error.paidUseRefund');
      refuseState(booking);
    }
    await releasePlaces(trx, moved.puja_id, moved.puja_day);
    await audit(trx, actor, moved, 'cancel', 'pending');
    return moved;
  });
}

/**
 * The office refunds a paid booking (asked for by the devotee, or cancelled by the office): a
 * Razorpay payment through Razorpay's Refunds API, a UPI one by hand, with the bank's reference.
 * The place is freed. Never after the puja was performed.
 */
export async function refundBooking(
  db: Kysely<Database>,
  reference: string,
  options: { bankReference?: string; gateway?: GatewayConfig },
  settings: Settings,
  actor: AuditActor,
): Promise<BookingRow> {
  const before = await findBooking(db, reference);
  if (!before || !['confirmed', 'refund_requested'].includes(before.status)) refuseState(before);
  let refundReference = options.bankReference?.trim() ?? '';
  if (before.method === 'razorpay' && before.gateway_payment_id) {
    if (!options.gateway) throw new RequestError(503, 'donation.gateway.off');
    try {
      refundReference = await refundGatewayPayment(options.gateway, { paymentId: before.gateway_payment_id, amountPaise: before.total_paise, reference });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn(`Refund of ${reference}: ${error.message}`);
      throw new RequestError(502, 'donation.gateway.down');
    }
  } else if (!refundReference) throw new RequestError(400, 'booking.error.bankReference', { bankReference: 'booking.error.bankReference' });
  const booking = await db.transaction().execute(async (trx) => {
    const moved = await moveBooking(trx, reference, ['confirmed', 'refund_requested'], 'refunded', { refund_reference: refundReference });
    if (!moved) refuseState(await findBooking(trx, reference));
    await releasePlaces(trx, moved.puja_id, moved.puja_day);
    await audit(trx, actor, moved, 'refund', before.status, { refundReference });
    return moved;
  });
  await mailDevotee(db, booking, 'refunded', settings);
  return booking;
}
