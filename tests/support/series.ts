import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#src/server/db/schema.ts';
import type { RequestError } from '#src/server/http/errors.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { bookingSchema } from '#src/features/bookings/schema.ts';
import { seriesSchema } from '#src/features/bookings/series-schema.ts';
import { bookSeries } from '#src/features/bookings/series.ts';
import { placeSeed } from '#src/features/settings/sections/place.ts';
import { loadSettings, seedSettings } from '#src/features/settings/service.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { bookingBody, dayAhead, testPuja } from './bookings.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from './database.ts';

/** The ashram near Ongole as the settings are seeded, where the tests reckon a seva's days. */
export const ongole = placeSeed;
/** A seva booked in English, without an account, at the ashram. */
export const sevaContext = { lang: 'en', userId: null, place: ongole };
/** Karthika Pournami for three years: the seva the tests book unless they say otherwise. */
export const threeYears = seriesSchema.parse({ often: 'yearly-tithi', years: '3', masam: '8', tithi: '15' });
export const office = { id: 1, name: 'Office', email: 'office@example.org' };
/** One day's share of the test puja: ₹1,116, no prasadam by post. */
export const dayPaise = 111_600;

/** A migrated database with the seeded settings for the describe block it is called in, dropped after it. */
export function seededDatabase(ready: (db: Kysely<Database>, settings: Settings) => void) {
  let database: TestDatabase | undefined;
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = (await migratedConnection(database)).db;
    await seedSettings(db);
    ready(db, (await loadSettings(db)).settings);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
}

/** What a service refused, or undefined when it did not refuse. */
export const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (e: unknown) => e as RequestError,
  );

/** A puja's bookings in order of day, and the places taken on its days in order of day. */
export function seriesRows(db: () => Kysely<Database>) {
  return {
    rows: (pujaId: number) =>
      db().selectFrom('bookings').selectAll().where('puja_id', '=', pujaId).orderBy('puja_day').execute(),
    taken: async (pujaId: number) =>
      (await db().selectFrom('puja_day_places').select(['day', 'taken']).where('puja_id', '=', pujaId).execute())
        .sort((a, b) => a.day.localeCompare(b.day))
        .map((r) => Number(r.taken)),
  };
}

// Each devotee their own phone, so no test meets the per-phone hold limit.
let phones = 0;

/** Books `threeYears` from tomorrow on a puja of its own (five places a day) for the devotee `who`. */
export async function bookThreeYears(db: Kysely<Database>, who: string, more: Record<string, unknown> = {}) {
  const puja = (await insertPuja(db, pujaSchema.parse(testPuja(`series-${who}`, { perDay: 5 }))))!;
  const email = `${who}@example.org`;
  const input = bookingSchema.parse(
    bookingBody(puja.id, dayAhead(1), { email, phone: `98482${String(10000 + ++phones)}`, ...more }),
  );
  return { puja, email, lead: await bookSeries(db, input, threeYears, sevaContext) };
}
