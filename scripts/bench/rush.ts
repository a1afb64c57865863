// npm run bench:rush: a festival morning. BENCH_DEVOTEES (default 5,000) devotees, each with their
// own e-mail, phone and address, and one hoarding client (one address, one device cookie, a new
// e-mail and phone on every try) try for BENCH_PLACES (default 500) places of one puja's day over
// BENCH_SECONDS (default 60), against two instances of the built site on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL). The bench is the proxy: it names each client's
// address in X-Forwarded-For, as nginx does (docs/decisions/082).
// Prints: places held (must be exactly the places), the hoarder's holds (at most its limit), the
// answers by status, 5xx (must be 0), and the latency p50/p99 (the target: p99 under 1 s).
// Exits non-zero when a must is broken. Not part of npm test.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer, type RunningServer } from '../../tests/support/server.ts';
import { createUser } from '../../tests/support/accounts.ts';
import { postgresDatabase } from '../../tests/support/database.ts';
import { withDb } from '../../tests/support/database-rows.ts';
import { bookingBody, dayAhead, testPuja } from '../../tests/support/bookings.ts';
import { defaultHoldLimits } from '#src/features/bookings/fair-holds.ts';

const devotees = Number(process.env.BENCH_DEVOTEES ?? 5000);
const places = Number(process.env.BENCH_PLACES ?? 500);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** The hoarder's tries, spread over the run like the devotees'. */
const hoarderTries = Number(process.env.BENCH_HOARDER_TRIES ?? 500);

if (!postgresUrl) {
  console.log('bench:rush runs on PostgreSQL: set BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres.');
  process.exit(1);
}
if (!buildIfNeeded()) process.exit(1);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

const database = await postgresDatabase(postgresUrl, 'peetam_bench_rush');
const env = { TRUSTED_PROXIES: '127.0.0.1,::1' };
// One after the other: the first migrates the database, the second finds it ready.
const servers: RunningServer[] = [];
try {
  for (let i = 0; i < 2; i++) servers.push(await startServer({ database, env }));
  const admin = await createUser(servers[0]!, { role: 'Admin' });
  const created = await fetch(`${servers[0]!.url}/api/pujas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
    body: JSON.stringify(testPuja('rush-homam', { perDay: places })),
  });
  const puja = (await created.json()) as { id: number };
  const day = dayAhead(2);

  // A warm-up on another day, not measured: each instance's first requests load its code and open its connections.
  for (const [k, server] of servers.entries()) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${server.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${k * 20 + i + 1}` },
          body: JSON.stringify(
            bookingBody(puja.id, dayAhead(3), {
              email: `warm${k}-${i}@example.org`,
              phone: `7${String(k * 20 + i).padStart(9, '0')}`,
            }),
          ),
        }).then((r) => r.arrayBuffer()),
      ),
    );
  }

  const answers: Array<{ status: number; ms: number; hoarder: boolean }> = [];
  const book = async (i: number, hoarder: boolean) => {
    const url = servers[i % servers.length]!.url;
    const contacts = hoarder
      ? { email: `hoard${i}@example.org`, phone: `8${String(i).padStart(9, '0')}` }
      : { email: `devotee${i}@example.org`, phone: `9${String(i).padStart(9, '0')}` };
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': hoarder ? '192.0.2.66' : addressOf(i + 1),
      ...(hoarder ? { cookie: `booking_device=${'h'.repeat(22)}`, origin: url } : {}),
    };
    const t0 = performance.now();
    try {
      const response = await fetch(`${url}/api/bookings`, {
        method: 'POST',
        headers,
        body: JSON.stringify(bookingBody(puja.id, day, contacts)),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, ms: performance.now() - t0, hoarder });
    } catch {
      answers.push({ status: 0, ms: performance.now() - t0, hoarder });
    }
  };

  // Each client at its own moment in the window: a steady rush, not one burst.
  const started = performance.now();
  const tries = [
    ...Array.from({ length: devotees }, (_, i) => ({ i, hoarder: false })),
    ...Array.from({ length: hoarderTries }, (_, i) => ({ i, hoarder: true })),
  ]
    .map((t) => ({ ...t, at: Math.random() * seconds * 1000 }))
    .sort((a, b) => a.at - b.at);
  const running: Array<Promise<void>> = [];
  for (const t of tries) {
    const wait = t.at - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    running.push(book(t.i, t.hoarder));
  }
  await Promise.all(running);
  const wallMs = performance.now() - started;

  const held = await withDb(servers[0]!, async (db) => {
    const rows = await db
      .selectFrom('bookings')
      .select(['email'])
      .where('puja_id', '=', puja.id)
      .where('puja_day', '=', day)
      .where('status', '=', 'pending')
      .execute();
    const counter = await db
      .selectFrom('puja_day_places')
      .select('taken')
      .where('puja_id', '=', puja.id)
      .where('day', '=', day)
      .executeTakeFirst();
    return {
      rows: rows.length,
      hoarder: rows.filter((r) => r.email.startsWith('hoard')).length,
      counter: Number(counter?.taken ?? 0),
    };
  });
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  const fivexx = answers.filter((a) => a.status >= 500 || a.status === 0).length;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const hoarderLimit = Math.min(defaultHoldLimits.perDevice, defaultHoldLimits.perAddressHour);

  console.log(
    `\nbench:rush on PostgreSQL, 2 instances: ${devotees} devotees and 1 hoarder (${hoarderTries} tries) for ` +
      `${places} places in ${seconds} s`,
  );
  console.table([
    {
      'places held': held.rows,
      counter: held.counter,
      'hoarder holds': `${held.hoarder} (limit ${hoarderLimit})`,
      '5xx': fivexx,
      'p50 ms': Math.round(percentile(ms, 50)),
      'p90 ms': Math.round(percentile(ms, 90)),
      'p99 ms': Math.round(percentile(ms, 99)),
      'wall s': (wallMs / 1000).toFixed(1),
    },
  ]);
  console.log('answers by status:', Object.fromEntries([...byStatus.entries()].sort(([a], [b]) => a - b)));
  const problems = [
    held.rows !== places && `held ${held.rows} places of ${places}`,
    held.counter !== held.rows && `the counter says ${held.counter}, the bookings ${held.rows}`,
    held.hoarder > hoarderLimit && `the hoarder holds ${held.hoarder}, over its limit of ${hoarderLimit}`,
    fivexx > 0 && `${fivexx} answers were 5xx or failed`,
    percentile(ms, 99) >= 1000 && `p99 ${Math.round(percentile(ms, 99))} ms is over the 1 s target`,
  ].filter(Boolean);
  for (const p of problems) console.log(`FAIL: ${p}`);
  process.exitCode = problems.some((p) => typeof p === 'string' && !p.startsWith('p99')) ? 1 : 0;
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
