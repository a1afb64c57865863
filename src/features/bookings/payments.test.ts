import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { loadSettings, seedSettings } from '#src/features/settings/service.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { paymentsOf } from '#src/features/payments/ledger.ts';
import { recordGatewayPayment } from '#src/features/payments/gateway-payments.ts';
import { confirmAndReceipt } from '#src/features/donations/service.ts';
import { insertDonation } from '#src/features/donations/repo.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '#tests/support/database.ts';
import { lapseHold, placesTaken, seedBooking, seedPuja } from '#tests/support/ledger.ts';
import { startRazorpay } from '#tests/support/razorpay.ts';
import { sweepExpiredHolds } from './expiry.ts';
import { bookingPayable } from './gateway.ts';
import { cancelUnpaid, confirmBooking, giveUtr, markNotReceived, refundBooking, requestCancel } from './payments.ts';
import { findBooking } from './repo.ts';

let database: TestDatabase;
let connection: Connection;
let settings: Settings;
let n = 0;
const office = { id: 1, name: 'Office', email: 'office@example.org' };
const db = () => connection.db;
const ledgerOf = (reference: string) => paymentsOf(db(), { type: 'booking', reference });
const utr = () => String(400000000000 + ++n);

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
  await seedSettings(connection.db);
  settings = (await loadSettings(connection.db)).settings;
});
afterAll(async () => {
  await connection.db.destroy();
  await database.drop();
});

/** The refusal `work` throws: its status, message key and variables. */
async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  const { status, message, vars } = error as RequestError;
  return { status, message, vars };
}

describe(`the booking's money in the ledger (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it(
    'one UTR confirms one booking: the second answers 409 naming the first, ' + 'until the office gives a reason',
    async () => {
      const puja = await seedPuja(db(), `collide-${++n}`);
      const first = await seedBooking(db(), puja.id);
      const second = await seedBooking(db(), puja.id, { name: 'Same family' });
      const shared = utr();
      expect(await giveUtr(db(), first.reference, shared)).toBe(true);
      expect(await giveUtr(db(), second.reference, shared)).toBe(true);
      expect((await confirmBooking(db(), first.reference, {}, settings, office)).confirmed).toBe(true);

      expect(await refusal(confirmBooking(db(), second.reference, {}, settings, office))).toEqual({
        status: 409,
        message: 'payments.error.refTaken',
        vars: { ref: shared, other: first.reference },
      });
      const untouched = await findBooking(db(), second.reference);
      expect([untouched?.status, untouched?.receipt_number]).toEqual(['pending', null]);
      expect((await ledgerOf(second.reference)).map((p) => p.state)).toEqual(['reported']);

      const reason = 'Two pujas of one family paid in one transfer';
      expect(
        (await confirmBooking(db(), second.reference, { overrideReason: reason }, settings, office)).confirmed,
      ).toBe(true);
      expect((await ledgerOf(second.reference)).map((p) => [p.state, p.override_reason])).toEqual([
        ['verified', reason],
      ]);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('record_id', '=', second.reference)
        .where('action', '=', 'override')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.changes).toContain(reason);
    },
  );

  it('a UTR that confirmed a booking does not confirm a donation', async () => {
    const puja = await seedPuja(db(), `cross-${++n}`);
    const booking = await seedBooking(db(), puja.id);
    const shared = utr();
    await giveUtr(db(), booking.reference, shared);
    await confirmBooking(db(), booking.reference, {}, settings, office);
    const donation = await insertDonation(
      db(),
      {
        amount: 501,
        cause: 'annadanam',
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.org',
        pan: '',
        address: '',
        family: [],
        message: '',
      } as never,
      { lang: 'en', method: 'upi', causeName: { en: 'Annadanam', te: 'అన్నదానం' } },
    );
    await db()
      .updateTable('donations')
      .set({ utr: shared, status: 'submitted' })
      .where('reference', '=', donation.reference)
      .execute();
    await db()
      .insertInto('payments')
      .values({
        method: 'upi',
        payment_ref: shared,
        amount_paise: 50100,
        payable_type: 'donation',
        payable_ref: donation.reference,
        state: 'reported',
        override_reason: null,
        refund_key: null,
        refund_claimed_at: null,
        refund_reference: null,
        verified_at: null,
        refunded_at: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const refused = await refusal(
      confirmAndReceipt(db(), donation.reference, { status: 'received' }, settings, 0, office),
    );
    expect(refused).toMatchObject({ status: 409, vars: { other: booking.reference } });
    expect(
      (
        await db()
          .selectFrom('donations')
          .select('status')
          .where('reference', '=', donation.reference)
          .executeTakeFirst()
      )?.status,
    ).toBe('submitted');
  });

  it(
    'a booking with a UTR is not cancelled as unpaid: the devotee asks for a refund, ' +
      'the office is told what to do',
    async () => {
      const puja = await seedPuja(db(), `utr-cancel-${++n}`);
      const booking = await seedBooking(db(), puja.id);
      const given = utr();
      await giveUtr(db(), booking.reference, given);
      expect(await refusal(cancelUnpaid(db(), booking.reference, office))).toEqual({
        status: 409,
        message: 'booking.error.cancelHasUtr',
        vars: { utr: given },
      });

      const asked = await requestCancel(db(), booking.reference, 'ravi@example.org');
      expect(asked.status).toBe('refund_requested');
      expect((await ledgerOf(booking.reference)).map((p) => p.state)).toEqual(['refund_requested']);
      expect(await placesTaken(db(), puja.id)).toBe(1);

      const cancelled = await markNotReceived(db(), booking.reference, settings, office);
      expect(cancelled.status).toBe('cancelled');
      const told = await db()
        .selectFrom('mail_outbox')
        .select(['subject', 'body_text'])
        .where('subject', '=', `We could not find your payment: ${booking.reference}`)
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.body_text).toContain(`UTR ${given}`);
      expect((await ledgerOf(booking.reference)).map((p) => p.state)).toEqual(['not_received']);
      expect(await placesTaken(db(), puja.id)).toBe(0);
    },
  );

  it(
    'a UTR left on a booking Razorpay paid is decided alone: found, it waits for its refund; not found, it is ' +
      'closed',
    async () => {
      const puja = await seedPuja(db(), `leftover-${++n}`);
      for (const found of [true, false]) {
        const booking = await seedBooking(db(), puja.id);
        const given = utr();
        await giveUtr(db(), booking.reference, given);
        const paymentId = `pay_L${++n}x`;
        await recordGatewayPayment(
          db(),
          bookingPayable,
          { reference: booking.reference, amountPaise: booking.total_paise },
          paymentId,
          settings,
        );
        expect((await findBooking(db(), booking.reference))?.status).toBe('confirmed');
        if (found) {
          const result = await confirmBooking(db(), booking.reference, {}, settings, office);
          expect([result.confirmed, result.confirmed ? undefined : result.paidAfterClose]).toEqual([false, true]);
        } else {
          expect((await markNotReceived(db(), booking.reference, settings, office)).status).toBe('confirmed');
        }
        const states = (await ledgerOf(booking.reference)).map((p) => [p.payment_ref, p.state]);
        expect(states).toEqual([
          [given, found ? 'paid_after_close' : 'not_received'],
          [paymentId, 'verified'],
        ]);
        expect((await findBooking(db(), booking.reference))?.status).toBe('confirmed');
      }
    },
  );

  it('a UTR given after the hold lapsed takes the booking again within a week, and not after', async () => {
    const puja = await seedPuja(db(), `late-${++n}`);
    const late = await seedBooking(db(), puja.id);
    await lapseHold(db(), late.reference);
    await sweepExpiredHolds(db());
    expect(await giveUtr(db(), late.reference, utr())).toBe(true);
    const now = await findBooking(db(), late.reference);
    expect([now?.status, now?.hold_until]).toEqual(['pending', null]);
    expect(await placesTaken(db(), puja.id)).toBe(1);

    const old = await seedBooking(db(), puja.id);
    await lapseHold(db(), old.reference);
    await sweepExpiredHolds(db());
    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    expect(await giveUtr(db(), old.reference, utr(), eightDaysOn)).toBe(false);
  });

  it('ten refunds at once make one call to Razorpay, with the payment idempotency key', async () => {
    const gateway = await startRazorpay('rzp_test_key', 'secret');
    try {
      const config = { keyId: 'rzp_test_key', keySecret: 'secret', apiBase: gateway.apiBase };
      const puja = await seedPuja(db(), `refund-${++n}`);
      const booking = await seedBooking(db(), puja.id);
      await recordGatewayPayment(
        db(),
        bookingPayable,
        { reference: booking.reference, amountPaise: booking.total_paise },
        `pay_R${n}x`,
        settings,
      );
      gateway.delayRefunds(200);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => refundBooking(db(), booking.reference, { gateway: config }, settings, office)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => (r.reason as RequestError).status);
      expect(refused).toEqual(Array(9).fill(409));
      expect(gateway.refundCalls).toHaveLength(1);
      expect(gateway.refundCalls[0]!.idempotencyKey).toMatch(/^rf_[\w-]{10,}$/);
      const [payment] = await ledgerOf(booking.reference);
      expect([payment?.state, payment?.refund_reference]).toEqual(['refunded', gateway.refunds[0]!.id]);
      expect((await findBooking(db(), booking.reference))?.status).toBe('refunded');
      expect(await placesTaken(db(), puja.id)).toBe(0);
    } finally {
      await gateway.stop();
    }
  });

  it('a refund Razorpay refused is tried again with the same key, and made once', async () => {
    const gateway = await startRazorpay('rzp_test_key', 'secret');
    try {
      const config = { keyId: 'rzp_test_key', keySecret: 'secret', apiBase: gateway.apiBase };
      const puja = await seedPuja(db(), `refund-retry-${++n}`);
      const booking = await seedBooking(db(), puja.id);
      await recordGatewayPayment(
        db(),
        bookingPayable,
        { reference: booking.reference, amountPaise: booking.total_paise },
        `pay_F${n}x`,
        settings,
      );
      gateway.failNextRefund();
      expect(
        (await refusal(refundBooking(db(), booking.reference, { gateway: config }, settings, office))).status,
      ).toBe(502);
      expect((await ledgerOf(booking.reference))[0]?.state).toBe('verified');
      await refundBooking(db(), booking.reference, { gateway: config }, settings, office);
      expect(gateway.refundCalls.map((c) => c.idempotencyKey)).toEqual([
        gateway.refundCalls[0]!.idempotencyKey,
        gateway.refundCalls[0]!.idempotencyKey,
      ]);
      expect(gateway.refunds).toHaveLength(1);
    } finally {
      await gateway.stop();
    }
  });

  it('ten confirmations of one booking at once give one receipt number', async () => {
    const puja = await seedPuja(db(), `confirm-race-${++n}`);
    const booking = await seedBooking(db(), puja.id);
    await giveUtr(db(), booking.reference, utr());
    const results = await Promise.all(
      Array.from({ length: 10 }, () => confirmBooking(db(), booking.reference, {}, settings, office)),
    );
    expect(results.filter((r) => r.confirmed)).toHaveLength(1);
    expect((await ledgerOf(booking.reference)).map((p) => p.state)).toEqual(['verified']);
  });
});
