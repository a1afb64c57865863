import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '#src/server/db/connect.ts';
import { loadSettings, seedSettings } from '#src/features/settings/service.ts';
import { paymentsOf } from '#src/features/payments/ledger.ts';
import { recordGatewayPayment } from '#src/features/payments/gateway-payments.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '#tests/support/database.ts';
import { lapseHold, placesTaken, seedBooking, seedPuja } from '#tests/support/ledger.ts';
import { ended, spawnNode } from '#tests/support/server.ts';
import { sweepExpiredHolds } from './expiry.ts';
import { bookingPayable, settlePause } from './gateway.ts';
import { findBooking } from './repo.ts';

/**
 * A Razorpay payment that arrives as its booking's hold lapses, interleaved with the expiry sweep
 * step by step on this engine (the suite runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL).
 * The payment is never lost: it confirms the booking, reinstates it, or waits for its refund.
 */
let database: TestDatabase;
let connection: Connection;
/** A second connection, as another server process would have. */
let other: Connection;
let n = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
  other = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  await seedSettings(connection.db);
});
afterEach(() => {
  delete settlePause.afterRead;
});
afterAll(async () => {
  await other.db.destroy();
  await connection.db.destroy();
  await database.drop();
});

const db = () => connection.db;

/**
 * The sweep of another server process. On SQLite it must be one: a second connection in this
 * process would wait for the lock with the event loop blocked, and the payment could not go on.
 */
let started = false;
function sweepElsewhere(): Promise<number> {
  started = false;
  if (onPostgres()) {
    started = true;
    return sweepExpiredHolds(other.db);
  }
  const run = spawnNode([join(import.meta.dirname, '../../../tests/support/sweep-holds.ts')], {
    DATA_DIR: database.dataDir,
    DATABASE_URL: '',
  });
  run.child.stdout?.on('data', () => (started ||= run.output().includes('sweeping')));
  return ended(run).then(({ code, output }) => {
    expect(code, output).toBe(0);
    return Number(/expired=(\d+)/.exec(output)?.[1]);
  });
}
async function sweepStarted() {
  for (let i = 0; i < 200 && !started; i++) await sleep(50);
  expect(started).toBe(true);
}
const pay = async (reference: string, amountPaise: number, paymentId = `pay_T${++n}x`) => {
  const { settings } = await loadSettings(db());
  return recordGatewayPayment(db(), bookingPayable, { reference, amountPaise }, paymentId, settings);
};

describe(`a payment against the expiry sweep (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('the sweep that starts after the payment read its booking waits, and the booking is confirmed', async () => {
    const puja = await seedPuja(db(), `interleave-${++n}`);
    const booking = await seedBooking(db(), puja.id);
    await lapseHold(db(), booking.reference);
    let sweep: Promise<number> | undefined;
    let sweepEnded = false;
    let endedWhilePaymentHeldIt = false;
    settlePause.afterRead = async () => {
      // Step 2: the payment has read its booking (pending); another process sweeps now, and
      // is given time to reach the database before the payment goes on.
      sweep = sweepElsewhere();
      void sweep.then(() => (sweepEnded = true));
      await sweepStarted();
      await sleep(500);
      // Step 3: the payment goes on; the sweep must still be waiting for the booking.
      endedWhilePaymentHeldIt = sweepEnded;
    };
    const payment = await pay(booking.reference, booking.total_paise);
    expect(await sweep).toBe(0);
    expect(endedWhilePaymentHeldIt).toBe(false);
    expect(payment.state).toBe('verified');
    const now = await findBooking(db(), booking.reference);
    expect(now?.status).toBe('confirmed');
    expect(now?.receipt_number).toMatch(/^PJ\//);
    expect(await placesTaken(db(), puja.id)).toBe(1);
  });

  it('a booking the sweep expired just before the payment takes its place again', async () => {
    const puja = await seedPuja(db(), `interleave-${++n}`);
    const booking = await seedBooking(db(), puja.id);
    await lapseHold(db(), booking.reference);
    expect(await sweepExpiredHolds(other.db)).toBe(1);
    expect(await placesTaken(db(), puja.id)).toBe(0);
    const payment = await pay(booking.reference, booking.total_paise);
    expect(payment.state).toBe('verified');
    expect((await findBooking(db(), booking.reference))?.status).toBe('confirmed');
    expect(await placesTaken(db(), puja.id)).toBe(1);
  });

  it('when the day filled meanwhile, the payment is kept for its refund, not lost', async () => {
    const puja = await seedPuja(db(), `interleave-${++n}`, 1);
    const late = await seedBooking(db(), puja.id);
    await lapseHold(db(), late.reference);
    expect(await sweepExpiredHolds(other.db)).toBe(1);
    await seedBooking(db(), puja.id, { name: 'Another devotee' });
    const payment = await pay(late.reference, late.total_paise);
    expect(payment.state).toBe('paid_after_close');
    expect((await findBooking(db(), late.reference))?.status).toBe('expired');
    const ledger = await paymentsOf(db(), { type: 'booking', reference: late.reference });
    expect(ledger.map((p) => [p.payment_ref, p.state])).toEqual([[payment.payment_ref, 'paid_after_close']]);
    expect(await placesTaken(db(), puja.id)).toBe(1);
  });

  it('twenty deliveries of one payment at once, with sweeps, record it once and confirm once', async () => {
    const puja = await seedPuja(db(), `interleave-${++n}`);
    const booking = await seedBooking(db(), puja.id);
    await lapseHold(db(), booking.reference);
    const paymentId = `pay_Once${++n}x`;
    const sweeps = [sweepExpiredHolds(other.db), sweepExpiredHolds(db())];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => pay(booking.reference, booking.total_paise, paymentId)),
    );
    await Promise.all(sweeps);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const ledger = await paymentsOf(db(), { type: 'booking', reference: booking.reference });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.state).toBe('verified');
    const now = await findBooking(db(), booking.reference);
    expect(now?.status).toBe('confirmed');
    expect(await placesTaken(db(), puja.id)).toBe(1);
  });
});
