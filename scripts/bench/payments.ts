// npm run bench:payments: no Razorpay payment lost or taken twice when it arrives as its hold runs
// out. BENCH_BOOKINGS (default 200) bookings of one day, each with a Razorpay order (a stand-in on
// loopback), have their holds end at one moment; at that moment each is paid by webhook
// (payment.captured) and by Checkout's verify at once, on different instances, while every
// instance sweeps the holds every 0.5 s and visitors open the puja's booking page, which ends the
// holds of its days too. SQLite with two worker processes; PostgreSQL with three instances on one
// database when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server. The bench adds a trigger
// to its own database that logs each booking's status changes, to count the reinstated.
// Prints, per engine: confirmed, reinstated, paid after close, lost, doubled, the answers and
// their latency. Exits non-zero on a lost or doubled payment, a payment left unsettled, a place
// counted wrong, or any 5xx (docs/decisions/132).
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from '#src/server/db/connect.ts';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer, type RunningServer } from '../../tests/support/server.ts';
import { createUser } from '../../tests/support/accounts.ts';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from '../../tests/support/database.ts';
import { bookingBody, dayAhead, testPuja } from '../../tests/support/bookings.ts';
import { sign, startRazorpay } from '../../tests/support/razorpay.ts';
import { readOutcome, recordStatusChanges, type Outcome } from './payments-ledger.ts';

const bookings = Number(process.env.BENCH_BOOKINGS ?? 200);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const keyId = 'rzp_test_bench';
const keySecret = 'bench-key-secret';
const webhookSecret = 'bench-webhook-secret';
/** Between setting the holds' end and that end: the update has committed well before it. */
const leadMs = 300;
/** Visitors opening the booking page over and over while the payments are answered. */
const pageVisitors = 6;

interface Answer {
  status: number;
  ms: number;
  handled?: string;
}

interface Result extends Outcome {
  engine: string;
  instances: string;
  webhooks: Answer[];
  verifies: Answer[];
  pages: Answer[];
  setupErrors: number;
  sweptByTimers: number;
  sweepFailures: number;
  wallMs: number;
}

function percentile(sorted: number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[at] ?? 0;
}

async function timed(url: string, init?: RequestInit): Promise<Answer> {
  const t0 = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - t0;
  let handled: string | undefined;
  try {
    const body = JSON.parse(text) as { handled?: string; status?: string };
    handled = body.handled ?? body.status;
  } catch {
    handled = undefined;
  }
  return { status: response.status, ms, handled };
}

const postJson = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

interface Instances {
  servers: RunningServer[];
  urls: string[];
}

/** The instances of one engine, each sweeping every 0.5 s; `urls` are where requests go in turn. */
async function startInstances(engine: string, database: TestDatabase, env: Record<string, string>): Promise<Instances> {
  if (engine === 'sqlite') {
    const server = await startServer({ database, env: { ...env, WEB_CONCURRENCY: '2' } });
    const ready = () => server.output().match(/Site ready at/g)?.length ?? 0;
    for (let waited = 0; ready() < 2 && waited < 90_000; waited += 100) await sleep(100);
    if (ready() < 2) throw new Error(`Only ${ready()} of 2 workers started:\n${server.output()}`);
    return { servers: [server], urls: [server.url] };
  }
  // One after the other: the first migrates the database, the others find it ready.
  const servers: RunningServer[] = [];
  for (let i = 0; i < 3; i++) servers.push(await startServer({ database, env }));
  return { servers, urls: servers.map((s) => s.url) };
}

/** Holds the sweeps' timers ended, and the sweeps that failed, as the site logs them. */
function sweepsIn(output: string): { swept: number; failed: number } {
  const lines = output.matchAll(/Bookings: (\d+) unpaid hold/g);
  const swept = [...lines].reduce((n, line) => n + Number(line[1]), 0);
  return { swept, failed: output.match(/Booking hold sweep failed/g)?.length ?? 0 };
}

async function bench(engine: string, database: TestDatabase, razorpayApi: string): Promise<Result> {
  const env = {
    BOOKING_SWEEP_SECONDS: '0.5',
    DEMO_CONTENT: 'off',
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_BASE: razorpayApi,
  };
  const { servers, urls } = await startInstances(engine, database, env);
  const { db } = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    const at = (i: number) => urls[i % urls.length]!;
    const admin = await createUser(servers[0]!, { role: 'Admin' });
    const slug = `bench-payments-${engine}`;
    const asAdmin = { authorization: `Bearer ${admin.token}` };
    const created = await fetch(`${at(0)}/api/pujas`, postJson(testPuja(slug, { perDay: bookings }), asAdmin));
    if (created.status !== 201) throw new Error(`The puja was not created: ${created.status} ${await created.text()}`);
    const puja = (await created.json()) as { id: number };
    const day = dayAhead(2);

    // Each booking gets its own address, so its confirmation mail is told apart from the others'.
    const setup = await Promise.all(
      Array.from({ length: bookings }, async (_, i) => {
        const body = bookingBody(puja.id, day, { email: `bench-${i}@example.org` });
        const booked = await fetch(`${at(i)}/api/bookings`, postJson(body));
        if (booked.status !== 201) return { error: `booking ${booked.status} ${await booked.text()}` };
        const { reference, page } = (await booked.json()) as { reference: string; page: string };
        // The order is the devotee's, made with the key of the booking's link.
        const key = new URL(page, at(i)).searchParams.get('key');
        const ordered = await fetch(`${at(i + 1)}/api/bookings/${reference}/order`, postJson({ key }));
        if (ordered.status !== 201) return { error: `order ${ordered.status} ${await ordered.text()}` };
        const { orderId, amount } = (await ordered.json()) as { orderId: string; amount: number };
        return { reference, orderId, amount };
      }),
    );
    const errors = setup.flatMap((s) => ('error' in s ? [s.error] : []));
    if (errors.length) console.error(`${engine}: ${errors.length} booking(s) or order(s) failed, first: ${errors[0]}`);
    const ready = setup.flatMap((s) => ('error' in s ? [] : [s]));
    const paid = new Map(ready.map((s, i) => [s.reference, `pay_Bench${engine}${String(i).padStart(4, '0')}`]));

    await recordStatusChanges(db);
    const lapse = Date.now() + leadMs;
    const ended = await db
      .updateTable('bookings')
      .set({ hold_until: new Date(lapse).toISOString() })
      .where('reference', 'in', [...paid.keys()])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== ready.length) {
      throw new Error(`${engine}: only ${ended.numUpdatedRows} of ${ready.length} holds were set to end`);
    }
    if (Date.now() > lapse) console.error(`${engine}: setting the holds took over ${leadMs} ms; the race starts late`);
    await sleep(Math.max(0, lapse - Date.now()));
    const outputMarks = servers.map((s) => s.output().length);

    const started = performance.now();
    let finished = false;
    const pages: Answer[] = [];
    const visitors = Array.from({ length: pageVisitors }, async (_, v) => {
      while (!finished) pages.push(await timed(`${at(v)}/book/${slug}`));
    });
    const payments = ready.map(async ({ reference, orderId, amount }, i) => {
      const paymentId = paid.get(reference)!;
      const event = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured' } } },
      });
      const headers = { 'x-razorpay-signature': sign(webhookSecret, event), 'x-razorpay-event-id': `evt_${paymentId}` };
      const signature = sign(keySecret, `${orderId}|${paymentId}`);
      const checkout = { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature };
      const webhook = timed(`${at(i)}/api/donation/webhook`, postJson(event, headers));
      const verify = timed(`${at(i + 1)}/api/bookings/${reference}/verify`, postJson(checkout));
      return Promise.all([webhook, verify]);
    });
    const answered = await Promise.all(payments);
    const wallMs = performance.now() - started;
    finished = true;
    await Promise.all(visitors);
    // Three more sweeps on every instance: a later sweep must not undo a payment either.
    await sleep(1500);

    const sweeps = servers.map((server, i) => sweepsIn(server.output().slice(outputMarks[i])));
    return {
      engine,
      instances: engine === 'sqlite' ? '2 workers' : '3 instances',
      ...(await readOutcome(db, puja.id, day, paid)),
      webhooks: answered.map(([w]) => w),
      verifies: answered.map(([, v]) => v),
      pages,
      setupErrors: errors.length,
      sweptByTimers: sweeps.reduce((n, s) => n + s.swept, 0),
      sweepFailures: sweeps.reduce((n, s) => n + s.failed, 0),
      wallMs,
    };
  } finally {
    await db.destroy();
    for (const server of servers) await server.stop();
  }
}

/** How many answers of each status (and, for the payments, of each `handled` or booking status). */
function tally(answers: Answer[], withHandled = false): string {
  const byKind = new Map<string, number>();
  for (const a of answers) {
    const kind = withHandled && a.handled ? `${a.status} ${a.handled}` : String(a.status);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  }
  return [...byKind]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `${kind}: ${n}`)
    .join(', ');
}

const latency = (answers: Answer[]) => {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return `p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`;
};

const serverErrors = (r: Result) => [...r.webhooks, ...r.verifies, ...r.pages].filter((a) => a.status >= 500).length;

function print(r: Result) {
  const count = (refs: string[]) => {
    const shown = refs.slice(0, 5).join(', ') + (refs.length > 5 ? ', ...' : '');
    return refs.length ? `${refs.length} (${shown})` : '0';
  };
  const bySweeps = `${r.sweptByTimers} by the sweeps, ${r.sweepFailures} failed sweeps`;
  const runOut = `${r.expired} (${r.expirations} expirations, ${bySweeps})`;
  const places = `places taken ${r.placesTaken}, bookings holding one ${r.holdingPlaces}`;
  const receipts = `receipt numbers issued ${r.receiptNumbersIssued}, confirmation mails ${r.confirmationMails}`;
  console.log(`\n${r.engine}, ${r.instances}, every one sweeping holds every 0.5 s`);
  console.log(`  bookings ${r.webhooks.length}, confirmed ${r.confirmed}; holds run out before the payment: ${runOut}`);
  console.log(`  reinstated ${r.reinstated}, paid_after_close ${r.paidAfterClose}`);
  console.log(`  lost ${count(r.lost)}, doubled ${count(r.doubled)}, unsettled ${count(r.unsettled)}`);
  console.log(`  ${places}; ${receipts}`);
  console.log(`  webhook  ${tally(r.webhooks, true)}; ${latency(r.webhooks)}`);
  console.log(`  verify   ${tally(r.verifies, true)}; ${latency(r.verifies)}`);
  console.log(`  page views of the puja meanwhile: ${tally(r.pages)}; ${latency(r.pages)}`);
  console.log(`  5xx ${serverErrors(r)}; every payment answered in ${r.wallMs.toFixed(0)} ms`);
}

if (!buildIfNeeded()) process.exit(1);
type Engine = [string, () => Promise<TestDatabase>];
const engines: Engine[] = [['sqlite', async () => sqliteDatabase('peetam-bench-payments-')]];
if (postgresUrl) engines.push(['postgres', () => postgresDatabase(postgresUrl, 'peetam_bench_payments')]);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user:pass@host:5432/postgres to measure it.');

const razorpay = await startRazorpay(keyId, keySecret);
const results: Result[] = [];
try {
  for (const [engine, open] of engines) {
    const database = await open();
    try {
      results.push(await bench(engine, database, razorpay.apiBase));
    } finally {
      await database.drop();
    }
  }
} finally {
  await razorpay.stop();
}

console.log(`\n${bookings} bookings whose holds end at one moment, each paid then by webhook and by Checkout.`);
for (const r of results) print(r);
const broken = results.filter(
  (r) =>
    r.lost.length ||
    r.doubled.length ||
    r.unsettled.length ||
    r.placesTaken !== r.holdingPlaces ||
    r.setupErrors ||
    serverErrors(r) ||
    r.confirmed + r.paidAfterClose !== r.webhooks.length,
);
if (broken.length) {
  const where = broken.map((r) => r.engine).join(' and ');
  console.error(`\nBroken on ${where}: each payment must be in the ledger once, confirming its booking or to refund.`);
  process.exit(1);
}
console.log('\nEvery payment is in the ledger once and confirmed its booking or waits for a refund; no 5xx.');
