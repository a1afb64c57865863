import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { expireHolds, takePlace } from '#src/features/bookings/repo.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { bookingSchema } from '#src/features/bookings/schema.ts';
import { seriesSchema } from '#src/features/bookings/series-schema.ts';
import { bookSeries } from '#src/features/bookings/series.ts';
import { sweepExpiredHolds } from '#src/features/bookings/expiry.ts';
import { confirmWithin } from '#src/features/bookings/lifecycle.ts';
import { giveUtr, requestCancel } from '#src/features/bookings/payments.ts';
import { sevaDates } from '#src/features/panchangam/recurring.ts';
import { addDays } from '#src/features/pujas/catalogue.ts';
import { siteDay } from '#src/server/time.ts';
import { officeTodo } from '#src/features/office/todo.ts';
import { sendSevaReminders } from '#src/features/bookings/series-reminders.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '../support/database.ts';
import { bookingBody, testPuja } from '../support/bookings.ts';
import { ongole, seriesRows, sevaContext as context } from '../support/series.ts';

/**
 * A seva that comes back (issue 31, item 5): each of its days is a booking holding a place in
 * the puja's counter, all taken in one transaction or none; paid, expired and cancelled together.
 * Runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const karthikaPournami = { often: 'yearly-tithi', years: '3', masam: '8', tithi: '15' };
const rule = { kind: 'yearly-tithi', masam: 8, tithi: 15 } as const;

describe('a seva that comes back, in the place counters', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = (await migratedConnection(database)).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const newPuja = async (slug: string, perDay: number) =>
    (await insertPuja(db, pujaSchema.parse(testPuja(slug, { perDay, maxDaysAhead: 60 }))))!;
  // Each devotee their own phone, so the per-phone hold limit decides only the test that counts holds.
  const phones = new Map<string, string>();
  const phoneOf = (who: string) => {
    if (!phones.has(who)) phones.set(who, `98480${String(10000 + phones.size)}`);
    return phones.get(who)!;
  };
  const input = (pujaId: number, who = 'ravi') =>
    bookingSchema.parse(
      bookingBody(pujaId, addDays(siteDay(), 1), {
        email: `${who}@example.org`,
        phone: phoneOf(who),
      }),
    );
  const taken = async (pujaId: number) =>
    new Map(
      (await db.selectFrom('puja_day_places').select(['day', 'taken']).where('puja_id', '=', pujaId).execute()).map(
        (r) => [r.day, Number(r.taken)],
      ),
    );
  const { rows: bookingsOf } = seriesRows(() => db);
  const expected = () => sevaDates(ongole, rule, addDays(siteDay(), 1), 3);

  const booksEachYear =
    'books each year of a parent’s tithi as a dated booking holding a place, the first carrying the whole price';
  it(booksEachYear, async () => {
    const puja = await newPuja('series-places', 2);
    const booked = await bookSeries(db, input(puja.id), seriesSchema.parse(karthikaPournami), context);
    const dates = expected();
    expect(booked.dates).toEqual(dates);
    const rows = await bookingsOf(puja.id);
    expect(rows.map((r) => r.puja_day)).toEqual(dates);
    expect(new Set(rows.map((r) => Number(r.series_id))).size).toBe(1);
    expect(rows.map((r) => Number(r.total_paise))).toEqual([3 * 111_600, 0, 0]);
    expect(rows[0]!.hold_until).not.toBeNull();
    expect(rows.slice(1).map((r) => r.hold_until)).toEqual([null, null]);
    expect(Object.fromEntries(await taken(puja.id))).toEqual(Object.fromEntries(dates.map((d) => [d, 1])));
    const series = await db.selectFrom('seva_series').selectAll().where('puja_id', '=', puja.id).execute();
    expect(
      series.map((s) => [s.rule_kind, Number(s.masam), Number(s.tithi), Number(s.years), s.lead_reference]),
    ).toEqual([['yearly-tithi', 8, 15, 3, booked.reference]]);

    // Paid: every day is confirmed with the first, one receipt for the whole.
    await db.transaction().execute((trx) => confirmWithin(trx, booked.reference, {}));
    const paid = await bookingsOf(puja.id);
    expect(paid.map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(paid.filter((r) => r.receipt_number).map((r) => r.reference)).toEqual([booked.reference]);
  });

  it('refuses the whole series when one of its days is full, naming the day, and stores nothing', async () => {
    const puja = await newPuja('series-full', 1);
    const dates = expected();
    expect(await takePlace(db, puja, dates[1]!)).toBe(true);
    const before = await db
      .selectFrom('seva_series')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const refused = await bookSeries(db, input(puja.id), seriesSchema.parse(karthikaPournami), context).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RequestError);
    expect((refused as RequestError).status).toBe(409);
    expect((refused as RequestError).message).toBe('booking.series.error.full');
    expect((refused as RequestError).vars?.date).toContain(dates[1]!.split('-').reverse().join('/'));
    expect(await bookingsOf(puja.id)).toEqual([]);
    expect(Object.fromEntries(await taken(puja.id))).toEqual({ [dates[1]!]: 1 });
    const after = await db
      .selectFrom('seva_series')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('gives the last places to exactly one of two series booked at once', async () => {
    const puja = await newPuja('series-race', 1);
    const results = await Promise.allSettled([
      bookSeries(db, input(puja.id, 'ravi'), seriesSchema.parse(karthikaPournami), context),
      bookSeries(db, input(puja.id, 'sita'), seriesSchema.parse(karthikaPournami), context),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refusal.reason as RequestError).status).toBe(409);
    const rows = await bookingsOf(puja.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.email)).size).toBe(1);
    expect([...(await taken(puja.id)).values()]).toEqual([1, 1, 1]);
  });

  it('gives every day back together when the first day’s hold runs out', async () => {
    const puja = await newPuja('series-expiry', 5);
    const booked = await bookSeries(db, input(puja.id, 'gopal'), seriesSchema.parse(karthikaPournami), context);
    await db
      .updateTable('bookings')
      .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
      .where('reference', '=', booked.reference)
      .execute();
    await Promise.all([sweepExpiredHolds(db), sweepExpiredHolds(db)]);
    expect((await bookingsOf(puja.id)).map((r) => r.status)).toEqual(['expired', 'expired', 'expired']);
    expect([...(await taken(puja.id)).values()]).toEqual([0, 0, 0]);
  });

  it('gives every day back when the devotee cancels before paying', async () => {
    const puja = await newPuja('series-cancel', 5);
    const booked = await bookSeries(db, input(puja.id, 'kamala'), seriesSchema.parse(karthikaPournami), context);
    await requestCancel(db, booked.reference, booked.email);
    expect((await bookingsOf(puja.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect([...(await taken(puja.id)).values()]).toEqual([0, 0, 0]);
  });

  it('takes no UTR on a later day: the seva is paid on its first booking', async () => {
    const puja = await newPuja('series-utr', 5);
    const booked = await bookSeries(db, input(puja.id, 'hari'), seriesSchema.parse(karthikaPournami), context);
    const later = (await bookingsOf(puja.id))[1]!;
    expect(await giveUtr(db, later.reference, '123456789012')).toBe(false);
    expect(await giveUtr(db, booked.reference, '123456789012')).toBe(true);
    expect((await bookingsOf(puja.id)).map((r) => r.utr)).toEqual(['123456789012', null, null]);
  });

  it('counts a series as one unpaid hold of the devotee, not one per day', async () => {
    const puja = await newPuja('series-holds', 50);
    const monthly = seriesSchema.parse({ often: 'monthly-nakshatram', years: '1', star: 'Rohini' });
    const booked = await bookSeries(db, input(puja.id, 'venkata'), monthly, context);
    expect(booked.dates).toHaveLength(12);
    await expect(bookSeries(db, input(puja.id, 'venkata'), monthly, context)).resolves.toBeDefined();
  });

  it('mails a week before each confirmed day and after each performed one, once, however many look', async () => {
    const puja = await newPuja('series-reminders', 5);
    const booked = await bookSeries(db, input(puja.id, 'padma'), seriesSchema.parse(karthikaPournami), context);
    await db.transaction().execute((trx) => confirmWithin(trx, booked.reference, {}));
    const [first, second, last] = booked.dates;
    const shown = (day: string) => day.split('-').reverse().join('/');
    const mails = () =>
      db
        .selectFrom('mail_outbox')
        .select(['subject', 'body_text'])
        .where('to_address', '=', 'padma@example.org')
        .orderBy('id')
        .execute();

    const weekBefore = addDays(first!, -7);
    // The first test's series falls on the same days: both are mailed, each once.
    const counts = await Promise.all([sendSevaReminders(db, weekBefore), sendSevaReminders(db, weekBefore)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendSevaReminders(db, addDays(first!, -5))).toBe(0);
    const before = await mails();
    expect(before).toHaveLength(1);
    expect(before[0]!.subject).toBe(`Your seva is in a week: ${puja.name_en}`);
    expect(before[0]!.body_text).toContain(shown(first!));
    // A day with a later one is not the last: the mail gives the next day.
    expect(before[0]!.body_text).toMatch(new RegExp(`The next day of this seva is on \\w+, ${shown(second!)}\\.`));
    expect(before[0]!.body_text).not.toContain('last day');

    // A week after, a day still only confirmed was not marked performed: no "was performed" mail.
    const weekAfter = addDays(first!, 7);
    expect(await sendSevaReminders(db, weekAfter)).toBe(0);
    expect(await mails()).toHaveLength(1);

    await db.updateTable('bookings').set({ status: 'performed' }).where('reference', '=', booked.reference).execute();
    // Marked performed, it is mailed (the first test's day, still only confirmed, is not).
    const after = await Promise.all([sendSevaReminders(db, weekAfter), sendSevaReminders(db, weekAfter)]);
    expect(after.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendSevaReminders(db, addDays(weekAfter, 1))).toBe(0);
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe(`Your seva was performed: ${puja.name_en}`);
    expect(sent[1]!.body_text).toMatch(new RegExp(`The next day of this seva is on \\w+, ${shown(second!)}\\.`));

    // The last day, a week before: still to come, it is not called past, nor is a blank line left.
    await sendSevaReminders(db, addDays(last!, -7));
    const lastBefore = (await mails()).at(-1)!;
    expect(lastBefore.body_text).toContain(shown(last!));
    expect(lastBefore.body_text).not.toContain('last day');
    expect(lastBefore.body_text).not.toContain('\n\n\n');
  });

  it("shows the office the days of paid sevas in the week after tomorrow, not an unpaid one's", async () => {
    const puja = await newPuja('series-todo', 5);
    const paid = await bookSeries(db, input(puja.id, 'suri'), seriesSchema.parse(karthikaPournami), context);
    await db.transaction().execute((trx) => confirmWithin(trx, paid.reference, {}));
    await bookSeries(db, input(puja.id, 'rama'), seriesSchema.parse(karthikaPournami), context);
    const mine = async (today: string) =>
      (await officeTodo(db, today)).sevasThisWeek.items.filter((b) => b.pujaEn === puja.name_en);
    const first = paid.dates[0]!;
    expect((await mine(addDays(first, -5))).map((b) => [b.reference, b.pujaDay, b.name])).toEqual([
      [paid.reference, first, 'Ravi Kumar'],
    ]);
    // Tomorrow's are in their own list; ten days ahead is not yet this week's.
    expect(await mine(addDays(first, -1))).toEqual([]);
    expect(await mine(addDays(first, -10))).toEqual([]);
  });

  describe('a payment against the hold running out, step by step', () => {
    const ranOut = (reference: string) =>
      db
        .updateTable('bookings')
        .set({ hold_until: new Date(Date.now() - 60_000).toISOString() })
        .where('reference', '=', reference)
        .execute();
    const confirm = (reference: string) => db.transaction().execute((trx) => confirmWithin(trx, reference, {}));

    const holdRunsOut =
      'the hold runs out and is swept, then the money is confirmed: nothing is confirmed, every place is free';
    it(holdRunsOut, async () => {
      const puja = await newPuja('series-late-money', 5);
      const booked = await bookSeries(db, input(puja.id, 'late'), seriesSchema.parse(karthikaPournami), context);
      await ranOut(booked.reference);
      await sweepExpiredHolds(db);
      expect(await confirm(booked.reference)).toBeUndefined();
      expect((await bookingsOf(puja.id)).map((r) => r.status)).toEqual(['expired', 'expired', 'expired']);
      expect([...(await taken(puja.id)).values()]).toEqual([0, 0, 0]);
    });

    it('the money is confirmed, then the sweep runs: every day stays confirmed with its place', async () => {
      const puja = await newPuja('series-early-money', 5);
      const booked = await bookSeries(db, input(puja.id, 'early'), seriesSchema.parse(karthikaPournami), context);
      expect(await confirm(booked.reference)).toBeDefined();
      await ranOut(booked.reference);
      await sweepExpiredHolds(db);
      expect((await bookingsOf(puja.id)).map((r) => r.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
      expect([...(await taken(puja.id)).values()]).toEqual([1, 1, 1]);
    });

    it.runIf(onPostgres())(
      'the confirmation waits on a sweep in progress and then finds the seva expired',
      async () => {
        const puja = await newPuja('series-racing-money', 5);
        const booked = await bookSeries(db, input(puja.id, 'racing'), seriesSchema.parse(karthikaPournami), context);
        await ranOut(booked.reference);
        const sweep = await db.startTransaction().execute();
        expect(await expireHolds(sweep, { reference: booked.reference })).toBe(3);
        let settled = false;
        const confirming = confirm(booked.reference).finally(() => (settled = true));
        await new Promise((r) => setTimeout(r, 300));
        expect(settled).toBe(false);
        await sweep.commit().execute();
        expect(await confirming).toBeUndefined();
        expect((await bookingsOf(puja.id)).map((r) => r.status)).toEqual(['expired', 'expired', 'expired']);
        expect([...(await taken(puja.id)).values()]).toEqual([0, 0, 0]);
      },
    );
  });
});
