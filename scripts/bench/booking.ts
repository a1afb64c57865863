// npm run bench:booking: the no-overbooking guarantee under load. For a puja with 50 places a
// day, BENCH_BOOKINGS (default 200) bookings for the same day are sent at once, in several
// rounds (BENCH_ROUNDS, default 5, each on its own day), against the built site on SQLite and
// on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. Prints, per
// engine: places held, refusals (409), anything else, and the latency of the answers.
// On SQLite it also prints the durability setting every connection opens with (docs/decisions/123).
// Exits non-zero if any round holds more or fewer places than there are, or answers otherwise.
import { sql } from 'kysely';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';
import { createUser } from '../../tests/support/accounts.ts';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from '../../tests/support/database.ts';
import { withDb } from '../../tests/support/database-rows.ts';
import { bookingBody, dayAhead, testPuja } from '../../tests/support/bookings.ts';
import { setHoldLimits } from '../../tests/support/hold-limits.ts';

const bookings = Number(process.env.BENCH_BOOKINGS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const places = 50;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Row {
  engine: string;
  round: number;
  held: number;
  inDatabase: number;
  refused: number;
  other: number;
  p50: number;
  p99: number;
  wallMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

if (!buildIfNeeded()) process.exit(1);
const engines: Array<[string, () => Promise<TestDatabase>]> = [
  ['sqlite', async () => sqliteDatabase('peetam-bench-booking-')],
];
if (postgresUrl) engines.push(['postgres', () => postgresDatabase(postgresUrl, 'peetam_bench_booking')]);
else
  console.log(
    'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres to measure it too.',
  );

const rows: Row[] = [];
/** SQLite's names for PRAGMA synchronous's values. */
const synchronousNames = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];
let synchronous = '';
for (const [engine, open] of engines) {
  const database = await open();
  const server = await startServer({ database });
  try {
    // One client sends every booking: the fairness limits are bench:rush's to measure.
    await setHoldLimits(server);
    const admin = await createUser(server, { role: 'Admin' });
    const created = await fetch(`${server.url}/api/pujas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(testPuja('bench-homam', { perDay: places })),
    });
    const puja = (await created.json()) as { id: number };
    if (engine === 'sqlite') {
      const { rows } = await withDb(server, (db) => sql<{ synchronous: number }>`pragma synchronous`.execute(db));
      synchronous = synchronousNames[rows[0]!.synchronous] ?? String(rows[0]!.synchronous);
    }
    for (let round = 1; round <= rounds; round++) {
      const day = dayAhead(round + 1);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: bookings }, async () => {
          const t0 = performance.now();
          const response = await fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(bookingBody(puja.id, day)),
          });
          await response.arrayBuffer();
          return { status: response.status, ms: performance.now() - t0 };
        }),
      );
      const wallMs = performance.now() - started;
      const inDatabase = await withDb(server, (db) =>
        db
          .selectFrom('bookings')
          .select('id')
          .where('puja_id', '=', puja.id)
          .where('puja_day', '=', day)
          .where('status', '=', 'pending')
          .execute(),
      );
      const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
      rows.push({
        engine,
        round,
        held: answers.filter((a) => a.status === 201).length,
        inDatabase: inDatabase.length,
        refused: answers.filter((a) => a.status === 409).length,
        other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
        p50: percentile(ms, 50),
        p99: percentile(ms, 99),
        wallMs,
      });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

console.log(`\n${bookings} bookings at once for ${places} places, ${rounds} rounds per engine; latency in ms.`);
console.log(`SQLite in WAL mode with synchronous=${synchronous}.\n`);
console.log(
  `${'engine'.padEnd(10)}${'round'.padStart(6)}${'201'.padStart(6)}${'held'.padStart(6)}${'409'.padStart(6)}` +
    `${'other'.padStart(7)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'all in'.padStart(9)}`,
);
for (const r of rows) {
  console.log(
    `${r.engine.padEnd(10)}${String(r.round).padStart(6)}${String(r.held).padStart(6)}` +
      `${String(r.inDatabase).padStart(6)}${String(r.refused).padStart(6)}${String(r.other).padStart(7)}` +
      `${r.p50.toFixed(0).padStart(8)}${r.p99.toFixed(0).padStart(8)}${r.wallMs.toFixed(0).padStart(9)}`,
  );
}
const wrong = rows.filter(
  (r) => r.held !== places || r.inDatabase !== places || r.refused !== bookings - places || r.other > 0,
);
if (wrong.length) {
  console.error(`\n${wrong.length} round(s) did not end with exactly ${places} places held and the rest refused.`);
  process.exit(1);
}
console.log(`\nEvery round: exactly ${places} held, ${bookings - places} refused with 409.`);
