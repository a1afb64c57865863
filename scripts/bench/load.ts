// npm run bench:load: requests per second and latency of the home page, the upcoming events
// page and GET /api/event, on loopback, with autocannon (docs/decisions/081), against the built
// site on a fresh database with demo content: on SQLite, and on PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server where a database may be created.
// Then nginx serving the home page's HTML as a static file, as the ceiling to compare with.
// BENCH_SECONDS (default 10) per target, BENCH_CONNECTIONS (default 50).
// Exits non-zero when the home page misses the target: 1,000 requests/s, p99 < 100 ms, no errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../build-if-needed.ts';
import { freePort, startServer } from '../../tests/support/server.ts';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from '../../tests/support/database.ts';
import { startNginx } from '../nginx-local.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const targets = ['/', '/events/upcomingevents', '/api/event'];
const target = { rps: 1000, p99: 100 };

interface Row {
  name: string;
  engine: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Omit<Row, 'name' | 'engine'>> {
  // A short warm-up fills the page cache and the JIT before the measured run.
  await autocannon({ url, connections: 4, amount: 200 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

if (!buildIfNeeded()) process.exit(1);
const rows: Row[] = [];
let homeHtml = '';
const engines: Array<[string, () => Promise<TestDatabase>]> = [['sqlite', async () => sqliteDatabase('peetam-bench-')]];
if (postgresUrl) engines.push(['postgres', () => postgresDatabase(postgresUrl, 'peetam_bench')]);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/postgres to measure it too.');

for (const [engine, open] of engines) {
  const database = await open();
  const server = await startServer({ database });
  try {
    homeHtml = await (await fetch(`${server.url}/`)).text();
    for (const path of targets) {
      console.log(`${engine}: ${path} for ${seconds} s with ${connections} connections...`);
      rows.push({ name: path, engine, ...(await measure(server.url + path)) });
    }
  } finally {
    await server.stop();
    await database.drop();
  }
}

// The ceiling: the same home page HTML as a file, from nginx with one worker (the site is one process).
const staticDir = mkdtempSync(join(tmpdir(), 'peetam-bench-static-'));
writeFileSync(join(staticDir, 'index.html'), homeHtml);
const port = await freePort();
const nginx = await startNginx(`server { listen 127.0.0.1:${port}; root ${staticDir}; default_type text/html; location = / { try_files /index.html =404; } }`, {
  waitFor: `http://127.0.0.1:${port}/`,
});
try {
  console.log(`nginx: / (static file) for ${seconds} s...`);
  rows.push({ name: '/ (static file)', engine: 'nginx', ...(await measure(`http://127.0.0.1:${port}/`)) });
} finally {
  await nginx.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

const ceiling = rows.find((r) => r.engine === 'nginx')!.rps;
console.log(`\nautocannon runs in this process on the same cores as the server, so nginx's figure is partly autocannon's own ceiling.`);
console.log(`${seconds} s per target, ${connections} connections, loopback; latency in ms.\n`);
console.log(`${'target'.padEnd(26)}${'engine'.padEnd(10)}${'req/s'.padStart(9)}${'p50'.padStart(7)}${'p99'.padStart(7)}${'errors'.padStart(8)}${'of nginx'.padStart(10)}`);
for (const r of rows) {
  // Only the home page is the same document as the static file; other ratios would compare unlike pages.
  const ratio = r.name === '/' ? `${((r.rps / ceiling) * 100).toFixed(0)} %` : '';
  console.log(
    `${r.name.padEnd(26)}${r.engine.padEnd(10)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(7)}${String(r.p99).padStart(7)}${String(r.errors).padStart(8)}${ratio.padStart(10)}`,
  );
}

const misses = rows
  .filter((r) => r.name === '/' && r.engine !== 'nginx')
  .filter((r) => r.rps < target.rps || r.p99 >= target.p99 || r.errors > 0)
  .map((r) => `home page on ${r.engine}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.errors} errors`);
if (misses.length) {
  console.error(`\nBelow the target (${target.rps} req/s, p99 < ${target.p99} ms, no errors):\n${misses.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nThe home page meets the target: at least ${target.rps} req/s with p99 under ${target.p99} ms and no errors.`);
