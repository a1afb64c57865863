import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { connect } from '#src/server/db/connect.ts';
import { migrateToLatest } from '#src/server/db/migrate.ts';
import type { Database } from '#src/server/db/schema.ts';
import { confirmDonation, insertDonation } from '#src/features/donations/repo.ts';
import { donationSchema } from '#src/features/donations/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/** Receipt numbering straight against the database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let database: TestDatabase;
let db: Kysely<Database>;
let second: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = connect(database).db;
  // Two pools on PostgreSQL stand for two server instances. SQLite's driver is synchronous, so a
  // second connection in the same process would block the first; there one pool takes turns.
  second = database.databaseUrl ? connect(database).db : db;
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
  if (second !== db) await second?.destroy();
  await database?.drop();
});

const input = donationSchema.parse({
  amount: '1000',
  firstName: 'Sarada',
  lastName: 'Devi',
  email: 'sarada@example.org',
  family: [{ relation: 'Self', name: 'Sarada' }],
  message: 'For the go seva this month.',
  terms: 'on',
  cause: 'go-seva',
  citizenship: 'resident',
});
const newDonation = () => insertDonation(db, input, { lang: 'en', method: 'upi' });

describe('receipt numbers', () => {
  it('run on within a financial year and restart at 1 on 1 April (India time)', async () => {
    const numbers: string[] = [];
    // 31 March 23:29 and 23:59 in India, then 00:00:30 on 1 April in India.
    for (const at of ['2027-03-31T17:59:00Z', '2027-03-31T18:29:00Z', '2027-03-31T18:30:30Z', '2027-04-02T05:00:00Z']) {
      const d = await newDonation();
      const result = await confirmDonation(db, d.reference, { status: 'received', at: new Date(at) });
      if (!result.confirmed) throw new Error('not confirmed');
      numbers.push(result.donation.receipt_number!);
    }
    expect(numbers).toEqual(['2026-27/0001', '2026-27/0002', '2027-28/0001', '2027-28/0002']);
  });

  it('are never issued twice, even by two connections at once, and a donation gets only one', async () => {
    const donations = await Promise.all(Array.from({ length: 12 }, () => newDonation()));
    const at = new Date('2030-06-01T06:00:00Z');
    const results = await Promise.all(
      donations.flatMap((d, i) => [
        confirmDonation(i % 2 ? db : second, d.reference, { status: 'paid', at }),
        confirmDonation(i % 2 ? second : db, d.reference, { status: 'paid', at }),
      ]),
    );
    const issued = results.filter((r) => r.confirmed).map((r) => r.donation!.receipt_number);
    expect(issued).toHaveLength(12);
    expect(new Set(issued).size).toBe(12);
    expect([...issued].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `2030-31/${String(i + 1).padStart(4, '0')}`),
    );
  });
});
