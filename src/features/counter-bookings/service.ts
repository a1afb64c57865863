export { counterBookingOperations } from './api-doc.ts';

import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { afterCommit, transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { nextReceiptNumber, reportUtr, verifyPayment } from '#src/features/payments/service.ts';
import { refuseCashOverLimit, utrTaken } from '#src/features/donations/service.ts';
import { dayProblem } from '#src/features/pujas/index.ts';
import {
  offeringDeclaration,
  newBookingKey,
  mailConfirmation,
  pujaPrice,
  bookingReceiptSeries,
  expireHolds,
  insertBooking,
  moveBooking,
  takePlace,
  type BookingRow,
  type BookingInput,
} from '#src/features/bookings/service.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import type { CounterBookingInput } from './schema.ts';

export interface CounterBookingContext {
  actor: AuditActor;
  /** The language of the refusals' values; the receipt's is the input's. */
  lang: Lang;
  settings: Settings;
}

const dayMessages = {
  past: 'booking.error.past',
  tooSoon: 'booking.error.tooSoon',
  beyond: 'booking.error.beyond',
  notOffered: 'booking.error.notOffered',
} as const;

/** The puja, its day and its price as the catalogue allows them; each refusal names its field. */
async function checkedPuja(db: Kysely<Database>, input: CounterBookingInput) {
  const puja = await selectPuja(db, { id: input.pujaId });
  if (!puja?.enabled) throw new RequestError(400, 'booking.error.noPuja', { pujaId: 'booking.error.noPuja' });
  const problem = dayProblem(puja, input.date);
  if (problem) {
    const vars = { min: puja.min_days_ahead, max: puja.max_days_ahead };
    throw new RequestError(400, dayMessages[problem], { date: { key: dayMessages[problem], vars } }, vars);
  }
  const price = pujaPrice(puja, input.amount);
  if (!price.ok) throw new RequestError(400, price.key, { amount: { key: price.key, vars: price.vars } }, price.vars);
  return { puja, pricePaise: price.pricePaise };
}

/**
 * Records a puja booking paid at the counter, already paid, in one transaction: its place taken
 * from the same counter online bookings take theirs from (a full day is refused, 409, and nothing
 * is stored), the day's cash checked, the booking confirmed with the next number of the bookings'
 * receipt series, its payment in the ledger and the audit entry. It holds nothing, so it never
 * expires. The receipt goes by e-mail after the commit when the devotee gave an address.
 */
export async function recordCounterBooking(
  db: Kysely<Database>,
  input: CounterBookingInput,
  context: CounterBookingContext,
): Promise<BookingRow> {
  const { puja, pricePaise } = await checkedPuja(db, input);
  const declaration = offeringDeclaration(puja, input as unknown as BookingInput, context.settings.fcra);
  const work = async (trx: Kysely<Database>) => {
    await expireHolds(trx, { pujaId: puja.id, day: input.date });
    if (!(await takePlace(trx, puja, input.date))) {
      throw new RequestError(409, 'counter.booking.error.full', { date: 'counter.booking.error.full' });
    }
    const at = new Date();
    const payer = { firstName: input.name, lastName: '', phone: input.phone, email: input.email };
    if (input.mode === 'cash') await refuseCashOverLimit(trx, payer, pricePaise / 100, at, context);
    const receipt = await nextReceiptNumber(trx, at, bookingReceiptSeries);
    const pending = await insertBooking(trx, {
      puja_id: puja.id,
      puja_day: input.date,
      attendance: 'in-person',
      devotees: '[]',
      sankalpam: '',
      name: input.name,
      email: input.email ?? '',
      phone: input.phone ?? '',
      prasadam: null,
      price_paise: pricePaise,
      shipping_paise: 0,
      total_paise: pricePaise,
      lang: input.lang ?? context.lang,
      hold_until: null,
      method: 'counter',
      utr: input.mode === 'upi' ? input.reference! : null,
      gateway_order_id: null,
      gateway_payment_id: null,
      receipt_number: null,
      paid_at: null,
      user_id: null,
      courier: null,
      tracking: null,
      refund_reference: null,
      // The devotee opens nothing by link: the office prints the receipt, the e-mail carries it.
      key_hash: newBookingKey().hash,
      pay_mode: input.mode,
      pay_details: input.reference ?? null,
      recorded_by: context.actor.id,
      ...declaration,
    });
    const changes = { paid_at: at.toISOString(), receipt_number: receipt };
    const booking = (await moveBooking(trx, pending.reference, ['pending'], 'confirmed', changes))!;
    const payable = { type: 'booking' as const, reference: booking.reference };
    // A UPI payment is held by its UTR, which then pays for nothing else; other money is the office's.
    if (input.mode === 'upi') await reportUtr(trx, payable, input.reference!, booking.total_paise);
    await verifyPayment(trx, payable, booking.total_paise, { actor: context.actor }).catch(utrTaken);
    await recordAudit(trx, {
      actor: context.actor,
      recordType: 'booking',
      recordId: booking.reference,
      recordLabel: booking.reference,
      action: 'create',
      changes: {
        status: { from: null, to: booking.status },
        amount: { from: null, to: booking.total_paise / 100 },
        payMode: { from: null, to: input.mode },
        payDetails: { from: null, to: booking.pay_details },
        receiptNumber: { from: null, to: receipt },
      },
    });
    if (booking.email) afterCommit(trx, (root) => mailConfirmation(root, booking, context.settings));
    return booking;
  };
  return db.isTransaction ? work(db) : transaction(db, work);
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
