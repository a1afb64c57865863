import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { insertBooking, takePlace } from '#src/features/bookings/repo.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { sweepExpiredHolds } from '#src/features/bookings/expiry.ts';
import { readContentVersion } from '#src/server/page-cache/version.ts';
import { createUser } from '../support/accounts.ts';
import { withDb } from '../support/database-rows.ts';
import { client } from '../support/http.ts';
import { runNode, startServer, type RunningServer } from '../support/server.ts';
import { setHoldLimits } from '../support/hold-limits.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '../support/database.ts';
import { bookingBody, dayAhead, testPuja } from '../support/bookings.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';

/**
 * Unpaid bookings give their places back when their 15 minutes run out, by the server's own
 * sweep: not only when the puja is next booked or looked at. Several processes sweeping one
 * database at once free each place exactly once.
 */

const past = () => new Date(Date.now() - 60_000).toISOString();

async function holdPlace(
  db: Kysely<Database>,
  puja: { id: number; per_day: number },
  day: string,
  more: { hold_until: string | null; utr?: string },
) {
  expect(await takePlace(db, puja, day)).toBe(true);
  return insertBooking(db, {
    attendance: 'on-behalf',
    sankalpam: 'For the good health of the family',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    phone: '9848012345',
    puja_id: puja.id,
    puja_day: day,
    devotees: JSON.stringify([{ name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini' }]),
    prasadam: null,
    price_paise: 111_600,
    shipping_paise: 0,
    total_paise: 111_600,
    lang: 'en',
    hold_until: more.hold_until,
    method: 'upi',
    utr: more.utr ?? null,
    gateway_order_id: null,
    gateway_payment_id: null,
    receipt_number: null,
    paid_at: null,
    user_id: null,
    courier: null,
    tracking: null,
    refund_reference: null,
    key_hash: null,
  });
}

describe('the hold sweep, run by several server processes at once', () => {
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
  const sweepInAnotherProcess = async () => {
    const run = await runNode([join(import.meta.dirname, '../support/sweep-holds.ts')], {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
    });
    expect(run.code, run.output).toBe(0);
    return Number(/expired=(\d+)/.exec(run.output)?.[1]);
  };

  const expiresEachHold =
    'expires each hold that ran out once, frees exactly its place, keeps the others, and refreshes the cached pages';
  it(expiresEachHold, async () => {
    const puja = (await insertPuja(db, pujaSchema.parse(testPuja('sweep-homam', { perDay: 20 }))))!;
    const day = dayAhead(4);
    const ranOut = [];
    for (let i = 0; i < 12; i++) ranOut.push(await holdPlace(db, puja, day, { hold_until: past() }));
    const waiting = await holdPlace(db, puja, day, { hold_until: new Date(Date.now() + 600_000).toISOString() });
    const withUtr = await holdPlace(db, puja, day, { hold_until: null, utr: '123456789012' });
    const before = await readContentVersion(db);

    // Four processes, and this one, all sweeping at once.
    const counts = await Promise.all([
      sweepInAnotherProcess(),
      sweepInAnotherProcess(),
      sweepInAnotherProcess(),
      sweepInAnotherProcess(),
      sweepExpiredHolds(db),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12);

    const rows = await db.selectFrom('bookings').select(['reference', 'status']).execute();
    const status = new Map(rows.map((r) => [r.reference, r.status]));
    expect(ranOut.map((b) => status.get(b.reference))).toEqual(ranOut.map(() => 'expired'));
    expect(status.get(waiting.reference)).toBe('pending');
    expect(status.get(withUtr.reference)).toBe('pending');
    const counter = await db
      .selectFrom('puja_day_places')
      .select('taken')
      .where('puja_id', '=', puja.id)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    expect(Number(counter.taken)).toBe(2);
    expect(await readContentVersion(db)).not.toBe(before);

    // Nothing left to do: nothing freed twice, the cached pages stay.
    const after = await readContentVersion(db);
    expect(await sweepInAnotherProcess()).toBe(0);
    expect(
      Number(
        (
          await db
            .selectFrom('puja_day_places')
            .select('taken')
            .where('puja_id', '=', puja.id)
            .executeTakeFirstOrThrow()
        ).taken,
      ),
    ).toBe(2);
    expect(await readContentVersion(db)).toBe(after);
  });
});

describe('the running server', () => {
  let server: RunningServer;
  let http: ReturnType<typeof client>;
  let pujaId: number;

  beforeAll(async () => {
    server = await startServer({ env: { BOOKING_SWEEP_SECONDS: '0.3' } });
    // Many bookings from one address and e-mail: the fairness limits have their own tests (booking-fairness).
    await setHoldLimits(server);
    http = client(server.url);
    const admin = await createUser(server, { role: 'Admin' });
    const created = await http.json('POST', '/api/pujas', testPuja('swept-homam', { perDay: 1 }), {
      authorization: `Bearer ${admin.token}`,
    });
    pujaId = ((await created.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('ends a hold that ran out by itself, and the place can be booked again', async () => {
    const day = dayAhead(5);
    const first = await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'first@example.org' }));
    expect(first.status).toBe(201);
    const { reference, page: link } = (await first.json()) as { reference: string; page: string };
    const statusOf = () =>
      withDb(
        server,
        async (db) =>
          (
            await db
              .selectFrom('bookings')
              .select('status')
              .where('reference', '=', reference)
              .executeTakeFirstOrThrow()
          ).status,
      );
    expect(
      (await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'second@example.org' }))).status,
    ).toBe(409);

    await withDb(server, (db) =>
      db.updateTable('bookings').set({ hold_until: past() }).where('reference', '=', reference).execute(),
    );
    // Nobody looks at the puja or the booking: the sweep alone expires it.
    const deadline = Date.now() + 10_000;
    while ((await statusOf()) !== 'expired' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusOf()).toBe('expired');
    const taken = await withDb(server, (db) =>
      db
        .selectFrom('puja_day_places')
        .select('taken')
        .where('puja_id', '=', pujaId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow(),
    );
    expect(Number(taken.taken)).toBe(0);

    const page = await http.get(link);
    expect(await page.text()).toContain('was not paid within 15 minutes, so its place was freed');
    expect(
      (await http.json('POST', '/api/bookings', bookingBody(pujaId, day, { email: 'second@example.org' }))).status,
    ).toBe(201);
  });
});
