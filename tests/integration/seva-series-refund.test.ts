import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { RequestError } from '#src/server/http/errors.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { markPerformed } from '#src/features/bookings/lifecycle.ts';
import { confirmBooking, giveUtr, refundBooking, requestCancel } from '#src/features/bookings/payments.ts';
import { bookingPayable } from '#src/features/bookings/gateway.ts';
import { paymentsOf } from '#src/features/payments/ledger.ts';
import { recordGatewayPayment } from '#src/features/payments/gateway-payments.ts';
import { siteDay } from '#src/server/time.ts';
import { onPostgres } from '../support/database.ts';
import { bookThreeYears, dayPaise, office, refusal, seriesRows, seededDatabase } from '../support/series.ts';
import { startRazorpay } from '../support/razorpay.ts';

/**
 * Refunding a seva that comes back (docs/decisions/162): the days not yet performed go back, each
 * at its share of the price and postage, their places freed with one ledger row; a day performed
 * keeps its share. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

describe(`refunding a seva that comes back (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let db: Kysely<Database>;
  let settings: Settings;
  let n = 0;
  seededDatabase((d, s) => {
    db = d;
    settings = s;
  });

  /** A three-year seva, paid by UPI and confirmed by the office. */
  async function paidSeries() {
    const { puja, lead } = await bookThreeYears(db, `devotee${++n}`);
    expect(await giveUtr(db, lead.reference, String(500000000000 + n))).toBe(true);
    await confirmBooking(db, lead.reference, {}, settings, office);
    const days = await rows(puja.id);
    expect(days.map((d) => d.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    return { puja, lead, days };
  }
  /** A three-year seva paid by card through the stand-in Razorpay. */
  async function cardSeries() {
    const { puja, lead } = await bookThreeYears(db, `card${++n}`);
    await recordGatewayPayment(
      db,
      bookingPayable,
      { reference: lead.reference, amountPaise: lead.total_paise },
      `pay_S${n}x`,
      settings,
    );
    return { puja, lead, days: await rows(puja.id) };
  }
  const { rows, taken } = seriesRows(() => db);
  /**
   * Marks a day performed as the office does on its day: the day is dated today for the office's
   * check, and back to its own day (where its place is counted) once marked or refused.
   */
  async function perform(reference: string) {
    const dated = (day: string) => db.updateTable('bookings').set({ puja_day: day }).where('reference', '=', reference);
    const { puja_day } = await db
      .selectFrom('bookings')
      .select('puja_day')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    await dated(siteDay()).execute();
    try {
      return await markPerformed(db, reference, settings, office);
    } finally {
      await dated(puja_day).execute();
    }
  }

  const refundsEveryDay =
    'refunds every day before the first is performed: the whole amount, one ledger row, every place freed';
  it(refundsEveryDay, async () => {
    const { puja, lead } = await paidSeries();
    const done = await refundBooking(db, lead.reference, { bankReference: `RF${n}` }, settings, office);
    expect(done.status).toBe('refunded');
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await taken(puja.id)).toEqual([0, 0, 0]);
    const ledger = await paymentsOf(db, { type: 'booking', reference: lead.reference });
    expect(ledger.map((p) => [p.state, p.amount_paise, p.refunded_paise])).toEqual([['refunded', 3 * dayPaise, null]]);
  });

  it('refunds only the days not yet performed, at their share, and keeps the performed day and its place', async () => {
    const { puja, lead, days } = await paidSeries();
    await perform(days[0]!.reference);
    const done = await refundBooking(db, lead.reference, { bankReference: `RF${n}` }, settings, office);
    expect(done.status).toBe('performed');
    const after = await rows(puja.id);
    expect(after.map((d) => d.status).sort()).toEqual(['performed', 'refunded', 'refunded']);
    expect(after.filter((d) => d.status === 'refunded').map((d) => d.refund_reference)).toEqual([`RF${n}`, `RF${n}`]);
    expect((await taken(puja.id)).sort()).toEqual([0, 0, 1]);
    const ledger = await paymentsOf(db, { type: 'booking', reference: lead.reference });
    expect(ledger.map((p) => [p.state, p.refunded_paise])).toEqual([['refunded', 2 * dayPaise]]);
    const mail = await db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('subject', 'like', `Refund of your puja booking: ${lead.reference}%`)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('We have refunded ₹2,232');
    // Nothing is left: a second refund says so, and what to do.
    const again = await refusal(refundBooking(db, lead.reference, { bankReference: 'RF-again' }, settings, office));
    expect([again?.status, again?.message]).toEqual([409, 'payments.error.nothingToRefund']);
  });

  it('says why a fully performed seva has nothing to refund, and claims nothing', async () => {
    const { lead, days } = await paidSeries();
    for (const day of days) await perform(day.reference);
    const refused = await refusal(refundBooking(db, lead.reference, { bankReference: `RF${n}` }, settings, office));
    expect([refused?.status, refused?.message]).toEqual([409, 'booking.series.error.allPerformed']);
    const [payment] = await paymentsOf(db, { type: 'booking', reference: lead.reference });
    expect([payment?.state, payment?.refund_claimed_at]).toEqual(['verified', null]);
  });

  it('tells the devotee who asks after the first day to write to the office, which refunds the rest', async () => {
    const { lead, days } = await paidSeries();
    await perform(days[0]!.reference);
    const refused = await refusal(requestCancel(db, lead.reference, lead.email));
    expect([refused?.status, refused?.message, refused?.vars]).toEqual([
      409,
      'booking.series.error.cancelLate',
      { days: 7 },
    ]);
  });

  it('two refunds pressed at once make one: one call to Razorpay, for the days left, one ledger row', async () => {
    const gateway = await startRazorpay('rzp_test_key', 'secret');
    try {
      const config = { keyId: 'rzp_test_key', keySecret: 'secret', apiBase: gateway.apiBase };
      const { puja, lead, days } = await cardSeries();
      await perform(days[0]!.reference);
      gateway.delayRefunds(200);
      const results = await Promise.allSettled([
        refundBooking(db, lead.reference, { gateway: config }, settings, office),
        refundBooking(db, lead.reference, { gateway: config }, settings, office),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((refused.reason as RequestError).status).toBe(409);
      expect(gateway.refunds.map((r) => r.amount)).toEqual([2 * dayPaise]);
      const ledger = await paymentsOf(db, { type: 'booking', reference: lead.reference });
      expect(ledger.map((p) => [p.state, p.refunded_paise])).toEqual([['refunded', 2 * dayPaise]]);
      expect((await rows(puja.id)).map((d) => d.status).sort()).toEqual(['performed', 'refunded', 'refunded']);
      expect((await taken(puja.id)).sort()).toEqual([0, 0, 1]);
    } finally {
      await gateway.stop();
    }
  });

  describe('a day marked performed against the refund, step by step', () => {
    it('before the refund holds the days: that day keeps its share, the refund is for the others', async () => {
      const { puja, lead, days } = await paidSeries();
      await perform(days[1]!.reference);
      await refundBooking(db, lead.reference, { bankReference: `RF${n}` }, settings, office);
      const [payment] = await paymentsOf(db, { type: 'booking', reference: lead.reference });
      expect(payment?.refunded_paise).toBe(2 * dayPaise);
      expect((await rows(puja.id)).find((d) => d.reference === days[1]!.reference)?.status).toBe('performed');
    });

    it('after the refund holds the days, before the money goes back: refused, and the day is refunded', async () => {
      const gateway = await startRazorpay('rzp_test_key', 'secret');
      let held: ReturnType<typeof gateway.holdNextRefund> | undefined;
      try {
        const config = { keyId: 'rzp_test_key', keySecret: 'secret', apiBase: gateway.apiBase };
        const { puja, lead, days } = await cardSeries();
        // The refund is claimed and its days held; Razorpay is asked and kept waiting.
        held = gateway.holdNextRefund();
        const refund = refundBooking(db, lead.reference, { gateway: config }, settings, office);
        await Promise.race([
          held.arrived,
          refund.then(() => Promise.reject(new Error('The refund finished without asking Razorpay'))),
        ]);
        const meanwhile = await refusal(perform(days[2]!.reference));
        held.release();
        await refund;
        expect([meanwhile?.status, meanwhile?.message]).toEqual([409, 'booking.error.status']);
        expect(meanwhile?.vars).toEqual({ status: { key: 'booking.status.refund_requested' } });
        expect(gateway.refunds.map((r) => r.amount)).toEqual([3 * dayPaise]);
        const [payment] = await paymentsOf(db, { type: 'booking', reference: lead.reference });
        expect([payment?.state, payment?.refunded_paise]).toEqual(['refunded', null]);
        expect((await rows(puja.id)).map((d) => d.status)).toEqual(['refunded', 'refunded', 'refunded']);
        expect(await taken(puja.id)).toEqual([0, 0, 0]);
      } finally {
        // A failure while Razorpay was kept waiting must not leave its connection open.
        held?.release();
        await gateway.stop();
      }
    });
  });
});
