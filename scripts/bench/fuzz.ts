// npm run bench:fuzz: sends generated hostile requests (fast-check) across every route file under
// src/pages to the built site on a fresh database with demo content, as anonymous visitors, a
// User and an Admin: on SQLite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// names a server where a database may be created. Prints the answers by status and fails on any
// 5xx, any answer cut off or never given, a crash, or a stack trace in the server's log.
// FUZZ_REQUESTS (default 10000) per engine, FUZZ_SEED (default: a new one, printed).
import { buildIfNeeded } from '../build-if-needed.ts';
import { fuzzSite, printReport, type FuzzReport } from '../fuzz/run.ts';
import { startFuzzTarget } from '../fuzz/target.ts';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from '../../tests/support/database.ts';

const count = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!buildIfNeeded()) process.exit(1);
console.log(`${count} requests per engine, seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
const engines: Array<[string, () => Promise<TestDatabase>]> = [['sqlite', async () => sqliteDatabase('peetam-fuzz-')]];
if (postgresUrl) engines.push(['postgres', () => postgresDatabase(postgresUrl, 'peetam_fuzz')]);
else
  console.log(
    'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres to fuzz it too.',
  );

const results: Array<[string, FuzzReport]> = [];
for (const [engine, open] of engines) {
  const database = await open();
  const target = await startFuzzTarget(database);
  try {
    const report = await fuzzSite(target, { count, seed, credentials: target.credentials });
    printReport(engine, report);
    results.push([engine, report]);
  } finally {
    await target.stop();
    await database.drop();
  }
}

const failed = results.filter(([, r]) => r.failures.length > 0 || r.stackTraces.length > 0);
if (failed.length) {
  console.error(
    `\nFailed on ${failed.map(([e]) => e).join(' and ')}: see the FAIL lines above ` +
      `(FUZZ_SEED=${seed} repeats the run).`,
  );
  for (const [engine, r] of failed)
    for (const line of r.stackTraces.slice(0, 10)) console.error(`  ${engine} log: ${line}`);
  process.exit(1);
}
console.log('\nNo 5xx, no answer cut off or missing, no crash and no stack trace in the log.');
