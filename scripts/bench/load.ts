// npm run bench:load: requests per second and latency of the home page, a static page and the
// gallery, on loopback, with wrk (docs/decisions/163), against the built site started as
// npm start starts it (one worker per core, WEB_CONCURRENCY) on a fresh database with demo
// content: for a visitor without a session (the page cache), a signed-in visitor (asking again, as
// a reload or the way back does), 1,000 signed-in visitors in turn (each page made and compressed
// for each of them: no target, the figure says what a first view costs), and with PAGE_CACHE=off
// (every request rendered). On SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server where a database may be created.
// Then nginx serving the same home page from a precompressed file (gzip_static), as the
// ceiling to compare with. Every request accepts brotli and gzip, as browsers do.
// BENCH_SECONDS (default 10) per target, BENCH_CONNECTIONS (default 50), BENCH_THREADS (wrk's
// threads, default one per core), BENCH_WARMUP (default 5) seconds of unmeasured load before each
// target. Exits non-zero when a target (docs/decisions/114, 163) is missed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfNeeded } from '../build-if-needed.ts';
import { freePort, startServer } from '../../tests/support/server.ts';
import { createUser, createUsers } from '../../tests/support/accounts.ts';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from '../../tests/support/database.ts';
import { startNginx } from '../nginx-local.ts';
import { requireWrk, wrk } from './wrk.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const workers = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
const threads = Number(process.env.BENCH_THREADS ?? availableParallelism());
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 5);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const pages = ['/', '/aboutus', '/gallery'];
const ACCEPT = 'gzip, deflate, br';
const targets = { anonymousShare: 0.2, signedInShare: 0.12, uncachedHomeRps: 800, uncachedHomeP99: 250 };

type Visitor = 'anonymous' | 'signed-in' | 'signed-1000' | 'uncached';
const MANY = 1000;
interface Row {
  page: string;
  visitor: Visitor | 'nginx';
  engine: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  cookies?: string[],
): Promise<Pick<Row, 'rps' | 'p50' | 'p99' | 'errors'>> {
  // The warm-up fills the page cache and lets V8 optimise the render under the same load, so the
  // figure is what a running site sustains: a fresh worker renders the home page a tenth to a
  // fifth slower in its first seconds (docs/bench/render.md).
  await wrk(url, { seconds: warmUpSeconds, connections, threads, headers, cookies });
  const { rps, p50, p99, errors } = await wrk(url, { seconds, connections, threads, headers, cookies });
  return { rps, p50, p99, errors };
}

try {
  requireWrk();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!buildIfNeeded()) process.exit(1);
const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const rows: Row[] = [];
let homeHtml = '';
const engines: Array<[string, () => Promise<TestDatabase>]> = [['sqlite', async () => sqliteDatabase('peetam-bench-')]];
if (postgresUrl) engines.push(['postgres', () => postgresDatabase(postgresUrl, 'peetam_bench')]);
else
  console.log(
    'PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres to measure it too.',
  );

for (const [engine, open] of engines) {
  const database = await open();
  try {
    for (const cache of ['on', 'off'] as const) {
      const server = await startServer({ database, env: { WEB_CONCURRENCY: String(workers), PAGE_CACHE: cache } });
      try {
        homeHtml ||= await (await fetch(`${server.url}/`)).text();
        const accept = { 'accept-encoding': ACCEPT };
        const visitors: Array<[Visitor, Record<string, string>, string[]?]> =
          cache === 'on'
            ? [
                ['anonymous', accept],
                ['signed-in', { ...accept, cookie: (await createUser(server, { role: 'User' })).cookie }],
                ['signed-1000', accept, (await createUsers(server, MANY)).map((account) => account.cookie)],
              ]
            : [['uncached', accept]];
        for (const [visitor, headers, cookies] of visitors) {
          for (const page of pages) {
            console.log(`${engine}: ${page} (${visitor}) for ${seconds} s with ${connections} connections...`);
            rows.push({ page, visitor, engine, ...(await measure(server.url + page, headers, cookies)) });
          }
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await database.drop();
  }
}

// The ceiling: the same home page HTML as a precompressed file, from nginx with as many workers as the site.
const staticDir = mkdtempSync(join(tmpdir(), 'peetam-bench-static-'));
writeFileSync(join(staticDir, 'index.html'), homeHtml);
writeFileSync(join(staticDir, 'index.html.gz'), gzipSync(homeHtml, { level: 9 }));
const port = await freePort();
const nginx = await startNginx(
  `server { listen 127.0.0.1:${port}; root ${staticDir}; default_type text/html; gzip_static on; location = / { ` +
    `try_files /index.html =404; } }`,
  {
    waitFor: `http://127.0.0.1:${port}/`,
    workers,
  },
);
try {
  console.log(`nginx: / (precompressed file) for ${seconds} s...`);
  rows.push({
    page: '/',
    visitor: 'nginx',
    engine: 'nginx',
    ...(await measure(`http://127.0.0.1:${port}/`, { 'accept-encoding': ACCEPT })),
  });
} finally {
  await nginx.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

const ceiling = rows.find((r) => r.visitor === 'nginx')!.rps;
console.log(
  `\nwrk (${threads} thread(s)) shares the cores with the site and nginx; load average before the run ${load}.`,
);
console.log(
  `${seconds} s per target, ${connections} connections, ${workers} worker process(es) and nginx worker(s), loopback; ` +
    `latency in ms.\n`,
);
console.log(
  `${'page'.padEnd(12)}${'visitor'.padEnd(13)}${'engine'.padEnd(10)}${'req/s'.padStart(9)}${'p50'.padStart(7)}` +
    `${'p99'.padStart(7)}${'errors'.padStart(8)}${'of nginx'.padStart(10)}`,
);
for (const r of rows) {
  const ratio = `${((r.rps / ceiling) * 100).toFixed(1)} %`;
  console.log(
    `${r.page.padEnd(12)}${r.visitor.padEnd(13)}${r.engine.padEnd(10)}${r.rps.toFixed(0).padStart(9)}` +
      `${r.p50.toFixed(1).padStart(7)}${r.p99.toFixed(1).padStart(7)}${String(r.errors).padStart(8)}` +
      `${ratio.padStart(10)}`,
  );
}

const misses: string[] = [];
for (const r of rows.filter((row) => row.visitor !== 'nginx')) {
  const name = `${r.page} ${r.visitor} on ${r.engine}`;
  if (r.errors > 0) misses.push(`${name}: ${r.errors} errors`);
  if (r.visitor === 'anonymous' && r.rps < ceiling * targets.anonymousShare)
    misses.push(
      `${name}: ${((r.rps / ceiling) * 100).toFixed(1)} % of nginx (target ${targets.anonymousShare * 100} %)`,
    );
  if (r.visitor === 'signed-in' && r.rps < ceiling * targets.signedInShare)
    misses.push(
      `${name}: ${((r.rps / ceiling) * 100).toFixed(1)} % of nginx (target ${targets.signedInShare * 100} %)`,
    );
  if (
    r.visitor === 'uncached' &&
    r.page === '/' &&
    (r.rps < targets.uncachedHomeRps || r.p99 >= targets.uncachedHomeP99)
  ) {
    misses.push(
      `${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(0)} ms (target ${targets.uncachedHomeRps}, p99 < ` +
        `${targets.uncachedHomeP99} ms)`,
    );
  }
}
if (misses.length) {
  console.error(`\nBelow the targets:\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery target met.');
