import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { readContentVersion } from '#src/server/page-cache/version.ts';
import { seedSettings } from '#src/features/settings/service.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '#tests/support/database.ts';
import { placesTaken, seedBooking, seedPuja } from '#tests/support/ledger.ts';
import { sweepExpiredHolds } from './expiry.ts';
import { findBooking } from './repo.ts';

/** The sweep of holds that ran out: which it ends, what it counts, and when the cached pages go. */
let database: TestDatabase;
let connection: Connection;
let n = 0;
const db = () => connection.db;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
  await seedSettings(connection.db);
});
afterAll(async () => {
  await connection.db.destroy();
  await database.drop();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
/** Bookings of one puja and day, all made first (a booking ends its day's lapsed holds), then held till each moment. */
async function heldUntil(pujaId: number, moments: Date[]) {
  const references: string[] = [];
  for (const _ of moments)
    references.push((await seedBooking(db(), pujaId, { email: `sweep-${++n}@example.org` })).reference);
  for (const [i, reference] of references.entries())
    await db()
      .updateTable('bookings')
      .set({ hold_until: moments[i]!.toISOString() })
      .where('reference', '=', reference)
      .execute();
  return references;
}

describe(`the sweep of holds that ran out (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('ends only the holds that ran out before its moment, counts them, and frees their places', async () => {
    const puja = await seedPuja(db(), `sweep-${++n}`);
    const [long, longer, recent, held] = await heldUntil(puja.id, [
      minutesAgo(10),
      minutesAgo(20),
      minutesAgo(1),
      new Date(Date.now() + 60_000),
    ]);
    expect(await placesTaken(db(), puja.id)).toBe(4);
    const before = await readContentVersion(db());

    expect(await sweepExpiredHolds(db(), minutesAgo(5))).toBe(2);
    const status = async (reference: string) => (await findBooking(db(), reference))!.status;
    expect(await Promise.all([long!, longer!, recent!, held!].map(status))).toEqual([
      'expired',
      'expired',
      'pending',
      'pending',
    ]);
    expect(await placesTaken(db(), puja.id)).toBe(2);
    expect(await readContentVersion(db())).not.toBe(before);
  });

  it('with nothing to end, counts none and leaves the cached pages alone', async () => {
    await sweepExpiredHolds(db());
    const before = await readContentVersion(db());
    expect(await sweepExpiredHolds(db())).toBe(0);
    expect(await readContentVersion(db())).toBe(before);
  });
});
