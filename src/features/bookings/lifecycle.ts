import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getConfig } from '#src/server/config.ts';
import { siteDay } from '#src/server/time.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { createT, isLang, localePath, pick, type Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { recordAudit, type AuditAction, type AuditActor } from '#src/features/audit/service.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { nextReceiptNumber } from '#src/features/payments/service.ts';
import { findBooking, moveBooking, type BookingRow } from './repo.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import { bookingCalendar, bookingReceiptPdf, bookingReceiptSeries } from './receipt.ts';
import type { BookingStatus } from './tables.ts';
import { formatDay, formatMoment, formatOnDay, formatWeekday } from '#src/i18n/dates.ts';
import { devoteeLine, devoteesOf, statusKey } from './view.ts';
import { startParagraph } from '#src/features/pujas/index.ts';
import { bookingPath } from './keys.ts';
import { followLead } from './series-follow.ts';
import { seriesParagraph } from './series-mail.ts';
import { seriesDaysOf } from './series-view.ts';
import { gatewayPublicKey } from '#src/features/payments/service.ts';

/**
 * A booking's life after it holds its place: confirmed (paid), performed, dispatched,
 * delivered; or cancelled through a refund. Each change is one transaction with its audit entry;
 * the devotee's e-mail is queued after it commits, in the language of the pages they used.
 */

const retryMs = () => getConfig().MAIL_RETRY_SECONDS * 1000;
const siteUrl = () => getConfig().SITE_URL ?? 'http://localhost';
const langOf = (b: BookingRow): Lang => (isLang(b.lang) ? b.lang : 'en');

export async function audit(
  trx: Kysely<Database>,
  actor: AuditActor | undefined,
  b: BookingRow,
  action: AuditAction,
  from: BookingStatus,
  more: Record<string, string | null> = {},
) {
  if (!actor) return;
  const changes: Record<string, { from: string | null; to: string | null }> = { status: { from, to: b.status } };
  for (const [key, value] of Object.entries(more)) changes[key] = { from: null, to: value };
  await recordAudit(trx, {
    actor,
    recordType: 'booking',
    recordId: b.reference,
    recordLabel: b.reference,
    action,
    changes,
  });
}

export function refuseState(b: BookingRow | undefined): never {
  if (!b) throw new RequestError(404, 'booking.error.unknown');
  throw new RequestError(409, 'booking.error.status', undefined, { status: { key: `booking.status.${b.status}` } });
}

/** The e-mail of a change, with the booking's summary; attachments on confirmation. */
async function mailDevotee(
  db: Kysely<Database>,
  b: BookingRow,
  kind: 'confirmed' | 'performed' | 'dispatched' | 'refunded' | 'notReceived',
  settings: Settings,
  /** A refund's amount when only part of the booking went back (a seva's days not yet performed). */
  amountPaise = b.total_paise,
) {
  const lang = langOf(b);
  const t = createT(lang);
  const puja = await selectPuja(db, { id: b.puja_id });
  const pujaName = (lang === 'te' ? puja?.name_te : puja?.name_en) ?? '';
  const pageUrl = new URL(localePath(lang, `/booking/${b.reference}`), siteUrl()).href;
  const days = kind === 'confirmed' ? await seriesDaysOf(db, b) : undefined;
  const vars = {
    name: b.name,
    reference: b.reference,
    puja: pujaName,
    // Whole phrases ('శనివారం, 05/12/2026 నాడు'): the templates glue no case ending to them.
    date: formatOnDay(b.puja_day, lang),
    day: formatWeekday(b.puja_day, lang),
    devotees: devoteesOf(b)
      .map((d) => devoteeLine(d, lang))
      .join('\n'),
    amount: formatRupees(amountPaise, lang),
    receipt: b.receipt_number ?? '',
    courier: b.courier ?? '',
    tracking: b.tracking ?? '',
    utr: b.utr ?? '',
    page: pageUrl,
    payee: settings.payment.payeeName,
    time: startParagraph(b, puja, lang),
    find: new URL(localePath(lang, '/booking'), siteUrl()).href,
    series: seriesParagraph(days, lang, pageUrl),
  };
  const attachments = [];
  if (kind === 'confirmed') {
    const pdf = await bookingReceiptPdf(b, puja, settings);
    attachments.push({
      filename: `receipt-${(b.receipt_number ?? b.reference).replace(/[^\w-]/g, '-')}.pdf`,
      content: Buffer.from(pdf),
      contentType: 'application/pdf',
    });
    const ics = bookingCalendar(b, puja, {
      host: new URL(siteUrl()).host,
      lang,
      location: pick(settings.contacts.ashramAddress, lang),
      pageUrl,
      days,
    });
    attachments.push({
      filename: 'puja.ics',
      content: ics,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
  }
  try {
    await queueAndTry(
      db,
      {
        to: b.email,
        subject: t(`booking.mail.${kind}.subject`, vars),
        text: t(`booking.mail.${kind}.body`, vars),
        attachments,
      },
      retryMs(),
    );
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
export async function confirmWithin(
  trx: Kysely<Database>,
  reference: string,
  outcome: { paymentId?: string },
  actor?: AuditActor,
): Promise<BookingRow | undefined> {
  const at = new Date();
  const moved = await moveBooking(trx, reference, ['pending'], 'confirmed', {
    paid_at: at.toISOString(),
    hold_until: null,
    ...(outcome.paymentId ? { gateway_payment_id: outcome.paymentId, method: 'razorpay' as const } : {}),
  });
  if (!moved) return undefined;
  // A seva's other days are paid with its first one (docs/decisions/162).
  await followLead(trx, moved, ['pending'], 'confirmed', { paid_at: at.toISOString() });
  const receipt = await nextReceiptNumber(trx, at, bookingReceiptSeries);
  const booking = (await moveBooking(trx, reference, ['confirmed'], 'confirmed', { receipt_number: receipt }))!;
  await audit(trx, actor, booking, 'mark_received', 'pending', { receiptNumber: receipt });
  return booking;
}

/** After a confirmation has committed: the receipt and the calendar entry by e-mail. */
export const mailConfirmation = (db: Kysely<Database>, booking: BookingRow, settings: Settings) =>
  mailDevotee(db, booking, 'confirmed', settings);

/** After a refund has committed: the devotee is told the money went back. */
export const mailRefunded = (db: Kysely<Database>, booking: BookingRow, settings: Settings, amountPaise?: number) =>
  mailDevotee(db, booking, 'refunded', settings, amountPaise);

/** After 'money did not arrive' has committed: the devotee is told, and how to show the payment if they made it. */
export const mailNotReceived = (db: Kysely<Database>, booking: BookingRow, settings: Settings) =>
  mailDevotee(db, booking, 'notReceived', settings);

export async function markPerformed(
  db: Kysely<Database>,
  reference: string,
  settings: Settings,
  actor: AuditActor,
): Promise<BookingRow> {
  const booking = await db.transaction().execute(async (trx) => {
    const before = await findBooking(trx, reference);
    // The devotee is told the puja was done: never before its day (India time).
    if (before && before.puja_day > siteDay())
      throw new RequestError(409, 'booking.error.performedEarly', undefined, { date: formatDay(before.puja_day) });
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
    const moved = await moveBooking(trx, reference, ['confirmed', 'performed'], 'dispatched', {
      courier: sent.courier,
      tracking: sent.tracking,
    });
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

// --- the devotee's word at each step before the office confirms (issue 27) ------------------

/** Queues one of the mails below; a failure to queue is logged and the booking stands. */
async function mailStep(
  db: Kysely<Database>,
  b: BookingRow,
  kind: 'booked' | 'utrReceived',
  vars: Record<string, string>,
) {
  const t = createT(langOf(b));
  try {
    await queueAndTry(
      db,
      { to: b.email, subject: t(`booking.mail.${kind}.subject`, vars), text: t(`booking.mail.${kind}.body`, vars) },
      retryMs(),
    );
  } catch (error) {
    log.error(`Booking mail (${kind}) for ${b.reference} could not be queued: ${(error as Error).message}`);
  }
}

async function stepVars(db: Kysely<Database>, b: BookingRow, link: string) {
  const lang = langOf(b);
  const puja = await selectPuja(db, { id: b.puja_id });
  return {
    name: b.name,
    reference: b.reference,
    puja: (lang === 'te' ? puja?.name_te : puja?.name_en) ?? '',
    // Whole phrases ('శనివారం, 05/12/2026 నాడు'): the templates glue no case ending to them.
    date: formatOnDay(b.puja_day, lang),
    day: formatWeekday(b.puja_day, lang),
    devotees: devoteesOf(b)
      .map((d) => devoteeLine(d, lang))
      .join('\n'),
    amount: formatRupees(b.total_paise, lang),
    utr: b.utr ?? '',
    page: new URL(link, siteUrl()).href,
    time: startParagraph(b, puja, lang),
  };
}

/**
 * Right after a booking is made: everything the devotee needs to pay and to come back, for one
 * who pays in a UPI app and returns to a closed tab. `link` is the booking's page with its key.
 */
export async function mailBooked(db: Kysely<Database>, b: BookingRow, key: string, settings: Settings) {
  const lang = langOf(b);
  const link = bookingPath(b.reference, key, lang);
  const card = Boolean(gatewayPublicKey());
  const t = createT(lang);
  const vars = await stepVars(db, b, link);
  const how = t('booking.mail.booked.upi', {
    ...vars,
    payee: settings.payment.payeeName,
    upiId: settings.payment.upiId,
  });
  const hold = b.hold_until ? formatMoment(b.hold_until, lang, { zone: true }) : '';
  await mailStep(db, b, 'booked', {
    ...vars,
    series: seriesParagraph(await seriesDaysOf(db, b), lang, vars.page),
    payee: settings.payment.payeeName,
    how: card ? `${how}\n${t('booking.mail.booked.card', vars)}` : how,
    hold,
  });
}

/** Once the devotee's UTR is stored: the office checks it, and the booking's link to follow it. */
export async function mailUtrReceived(db: Kysely<Database>, b: BookingRow, link: string, settings: Settings) {
  const vars = await stepVars(db, b, link);
  await mailStep(db, b, 'utrReceived', { ...vars, payee: settings.payment.payeeName });
}

/** Find-my-booking's answer: the links of the address's bookings, in the language it was asked in. */
export async function mailFound(
  db: Kysely<Database>,
  to: string,
  lang: Lang,
  found: Array<{ booking: BookingRow; link: string }>,
  settings: Settings,
) {
  const t = createT(lang);
  const lines = await Promise.all(
    found.map(async ({ booking, link }) => {
      const vars = await stepVars(db, { ...booking, lang }, link);
      return t('booking.mail.found.line', { ...vars, status: t(statusKey(booking)) });
    }),
  );
  // Queued with the new keys, in their transaction: no key is stored without its mail.
  await queueAndTry(
    db,
    {
      to,
      subject: t('booking.mail.found.subject'),
      text: t('booking.mail.found.body', { bookings: lines.join('\n\n'), payee: settings.payment.payeeName }),
    },
    retryMs(),
  );
}
