import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { bookingSchema } from '#src/features/bookings/schema.ts';
import { bookSeries } from '#src/features/bookings/series.ts';
import {
  cancelUnpaid,
  confirmBooking,
  giveUtr,
  markNotReceived,
  refundBooking,
  requestCancel,
} from '#src/features/bookings/payments.ts';
import { paymentsOf } from '#src/features/payments/ledger.ts';
import { addDays } from '#src/features/pujas/catalogue.ts';
import { siteDay } from '#src/server/time.ts';
import { onPostgres } from '../support/database.ts';
import { bookingBody, testPuja } from '../support/bookings.ts';
import {
  bookThreeYears,
  dayPaise,
  office,
  refusal,
  sevaContext,
  seriesRows,
  threeYears,
  seededDatabase,
} from '../support/series.ts';

/**
 * A seva's later days have no money of their own (docs/decisions/162): they are never cancelled,
 * paid or refunded alone, and a cancellation of the first booking with a UTR holds every day for
 * the refund of the whole amount. Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

describe(`cancelling a seva that comes back (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  let db: Kysely<Database>;
  let settings: Settings;
  let n = 0;
  seededDatabase((d, s) => {
    db = d;
    settings = s;
  });

  const { rows, taken } = seriesRows(() => db);
  async function booked() {
    const { puja, lead, email } = await bookThreeYears(db, `cancel${++n}`);
    return { puja, lead, email, days: await rows(puja.id) };
  }

  it('refuses the office cancelling one later day alone, naming the first booking, and changes nothing', async () => {
    const { puja, lead, days } = await booked();
    const refused = await refusal(cancelUnpaid(db, days[1]!.reference, office));
    expect([refused?.status, refused?.message, refused?.vars]).toEqual([
      409,
      'booking.series.error.cancelWithFirst',
      { lead: lead.reference },
    ]);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await taken(puja.id)).toEqual([1, 1, 1]);
  });

  it('refuses the devotee cancelling a later day, and a UTR given on a later day even once it expired', async () => {
    const { puja, days, email } = await booked();
    const refused = await refusal(requestCancel(db, days[2]!.reference, email));
    expect([refused?.status, refused?.message]).toEqual([409, 'booking.series.error.cancelLate']);
    await db.updateTable('bookings').set({ status: 'expired' }).where('reference', '=', days[1]!.reference).execute();
    expect(await giveUtr(db, days[1]!.reference, '712345678901')).toBe(false);
    expect(await paymentsOf(db, { type: 'booking', reference: days[1]!.reference })).toEqual([]);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(['pending', 'expired', 'pending']);
  });

  it('holds every day when the first is cancelled after its UTR, and refunds the whole amount', async () => {
    const { puja, lead, email } = await booked();
    expect(await giveUtr(db, lead.reference, String(612345678900 + n))).toBe(true);
    await requestCancel(db, lead.reference, email);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(Array(3).fill('refund_requested'));
    expect(await taken(puja.id)).toEqual([1, 1, 1]);
    // The office finds the money on the bank statement and refunds it: every day, at the whole amount.
    await refundBooking(db, lead.reference, { bankReference: `RF${n}` }, settings, office);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(Array(3).fill('refunded'));
    expect(await taken(puja.id)).toEqual([0, 0, 0]);
    const [refunded] = await paymentsOf(db, { type: 'booking', reference: lead.reference });
    expect(refunded?.refunded_paise ?? refunded?.amount_paise).toBe(3 * dayPaise);
  });

  it('cancels every day when the office finds no money for the UTR of a cancelled seva', async () => {
    const { puja, lead, email } = await booked();
    expect(await giveUtr(db, lead.reference, String(622345678900 + n))).toBe(true);
    await requestCancel(db, lead.reference, email);
    await markNotReceived(db, lead.reference, settings, office);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(Array(3).fill('cancelled'));
    expect(await taken(puja.id)).toEqual([0, 0, 0]);
  });

  it('refuses the devotee cancelling a paid seva once its first day has come', async () => {
    const { puja, lead, email } = await booked();
    expect(await giveUtr(db, lead.reference, String(632345678900 + n))).toBe(true);
    await confirmBooking(db, lead.reference, {}, settings, office);
    await db.updateTable('bookings').set({ puja_day: siteDay() }).where('reference', '=', lead.reference).execute();
    const refused = await refusal(requestCancel(db, lead.reference, email));
    expect([refused?.status, refused?.message]).toEqual([409, 'booking.series.error.cancelLate']);
    expect((await rows(puja.id)).map((d) => d.status)).toEqual(Array(3).fill('confirmed'));
  });

  it('refuses an API total that is one day’s, not the seva’s, and books nothing', async () => {
    const puja = (await insertPuja(db, pujaSchema.parse(testPuja(`series-total-${++n}`, { perDay: 5 }))))!;
    const input = bookingSchema.parse(
      bookingBody(puja.id, addDays(siteDay(), 1), { email: 'total@example.org', total: dayPaise / 100 }),
    );
    const refused = await refusal(bookSeries(db, input, threeYears, sevaContext));
    expect([refused?.status, refused?.message, refused?.vars]).toEqual([400, 'booking.error.total', { total: 3348 }]);
    expect(await rows(puja.id)).toEqual([]);
  });
});
