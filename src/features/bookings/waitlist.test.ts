import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { loadSettings, seedSettings } from '#src/features/settings/service.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { createTestDatabase, migratedConnection, onPostgres, type TestDatabase } from '#tests/support/database.ts';
import { placesTaken, seedBooking, seedPuja } from '#tests/support/ledger.ts';
import { dayAhead } from '#tests/support/bookings.ts';
import { giveUtr, markNotReceived, requestCancel } from './payments.ts';
import { joinWaitlist } from './waitlist.ts';

let database: TestDatabase;
let connection: Connection;
let settings: Settings;
let n = 0;
const office = { id: 1, name: 'Office', email: 'office@example.org' };
const db = () => connection.db;

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

const waiting = (pujaId: number, name: string) =>
  joinWaitlist(
    db(),
    { pujaId, date: dayAhead(1), name, email: `${name.toLowerCase()}${++n}@example.org`, phone: '9848012345' },
    'te',
  );
const entryOf = (id: number) =>
  db()
    .selectFrom('booking_waitlist')
    .select(['status', 'offered_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const mailsTo = (to: string) =>
  db().selectFrom('mail_outbox').select(['subject']).where('to_address', '=', to).execute();

describe(`a freed place and the waitlist (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it("the devotee's cancel hands the place to the first devotee waiting, in Telugu, and it stays taken", async () => {
    const puja = await seedPuja(db(), `wait-cancel-${++n}`, 1);
    const booking = await seedBooking(db(), puja.id);
    const first = await waiting(puja.id, 'Sita');
    const second = await waiting(puja.id, 'Rama');
    await requestCancel(db(), booking.reference, booking.email);
    expect((await entryOf(first.id)).status).toBe('offered');
    expect((await entryOf(second.id)).status).toBe('waiting');
    expect(await placesTaken(db(), puja.id)).toBe(1);
    expect(await mailsTo(first.email)).toEqual([{ subject: expect.stringContaining('స్థానం ఖాళీ అయింది') }]);
  });

  it("'money did not arrive' hands the place over too; with nobody waiting the place is given back", async () => {
    const puja = await seedPuja(db(), `wait-money-${++n}`, 1);
    const booking = await seedBooking(db(), puja.id);
    await giveUtr(db(), booking.reference, String(400000000000 + ++n));
    const first = await waiting(puja.id, 'Lakshmi');
    await markNotReceived(db(), booking.reference, settings, office);
    expect((await entryOf(first.id)).status).toBe('offered');
    expect(await placesTaken(db(), puja.id)).toBe(1);

    const quiet = await seedPuja(db(), `wait-none-${++n}`, 1);
    const alone = await seedBooking(db(), quiet.id);
    await requestCancel(db(), alone.reference, alone.email);
    expect(await placesTaken(db(), quiet.id)).toBe(0);
  });
});
