// npm run bench:soak: mixed traffic against the built site for a long while (pages the cache
// keeps, pages rendered afresh, contact form posts, API reads), printing the site's resident
// memory (RSS) every 30 s and its highest, sampled each second. Fails when RSS at the end exceeds
// RSS after the warm-up by more than 20 %, or when it ever exceeds SOAK_MAX_RSS_MB. On SQLite,
// or on PostgreSQL when BENCH_DATABASE_URL names a server where a database may be created.
// PAGE_CACHE and the other settings pass through to the site.
//   SOAK_SECONDS (default 600)          length of the whole run, warm-up included
//   SOAK_WARMUP_SECONDS (default 120)   the part whose end is the baseline (docs/bench/memory.md)
//   SOAK_CONNECTIONS (default 100)      concurrent connections
//   SOAK_MAX_RSS_MB (default 300)       the most a worker may hold (docs/decisions/163); 0: no limit
//   SOAK_HEAP_SNAPSHOTS=<folder>        also writes the site's heap after the warm-up and at the end there
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../build-if-needed.ts';
import { postgresDatabase, sqliteDatabase } from '../../tests/support/database.ts';
import { startServer } from '../../tests/support/server.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
// A worker takes about two minutes to grow to what its bursts need (V8's pages, glibc's heap);
// a leak is a climb after that, so the baseline is taken there.
const warmup = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(120, seconds / 4));
const connections = Number(process.env.SOAK_CONNECTIONS ?? 100);
const snapshots = process.env.SOAK_HEAP_SNAPSHOTS ? resolve(process.env.SOAK_HEAP_SNAPSHOTS) : undefined;
const postgresUrl = process.env.BENCH_DATABASE_URL;
const maxRss = Number(process.env.SOAK_MAX_RSS_MB ?? 300);
const SAMPLE_MS = 30_000;
const PEAK_SAMPLE_MS = 1000;
const MAX_GROWTH = 0.2;

/** Resident memory of a process in MB, as `ps` reports it (Linux and macOS). */
function rssMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

/**
 * One round of what a connection sends; autocannon repeats it. Each post names its own visitor
 * (the site trusts loopback as a proxy here), so the rate limits let it through as they would
 * let thousands of real visitors.
 */
const form = (n: number) =>
  new URLSearchParams({
    firstName: 'Lakshmi',
    lastName: 'Devi',
    email: 'lakshmi@example.org',
    phoneNumber: '9848012345',
    message: `A soak test message, number ${n}.`,
  }).toString();
let posts = 0;
const visitor = () => {
  posts++;
  return `10.${(posts >> 16) & 255}.${(posts >> 8) & 255}.${posts & 255}`;
};
function round(origin: string): autocannon.Request[] {
  const rendered = { cookie: 'soak=1' }; // any cookie bypasses the page cache
  return [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/events/upcomingevents' },
    { method: 'GET', path: '/te/gallery' },
    { method: 'GET', path: '/aboutus', headers: rendered },
    { method: 'GET', path: '/te/activities/parihara', headers: rendered },
    { method: 'GET', path: '/api/event' },
    { method: 'GET', path: '/api/activities' },
    {
      method: 'POST',
      path: '/contactus',
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...request.headers,
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'x-forwarded-for': visitor(),
        },
        body: form(posts),
      }),
    },
  ];
}

if (!buildIfNeeded()) process.exit(1);
if (snapshots) mkdirSync(snapshots, { recursive: true });
const database = postgresUrl ? await postgresDatabase(postgresUrl, 'peetam_soak') : sqliteDatabase('peetam-soak-');
const server = await startServer({
  database,
  env: {
    TRUSTED_PROXIES: '127.0.0.1,::1',
    ...(snapshots ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}` } : {}),
  },
});

async function snapshot(name: string) {
  if (!snapshots) return;
  const before = readdirSync(snapshots).length;
  process.kill(server.pid, 'SIGUSR2');
  // Writing a heap of a few hundred MB takes seconds; the site answers nothing meanwhile.
  while (readdirSync(snapshots).length === before) await sleep(500);
  await sleep(5000);
  console.log(`  heap snapshot (${name}) written to ${snapshots}`);
}

let failed = false;
try {
  const engine = postgresUrl ? 'PostgreSQL' : 'SQLite';
  console.log(
    `${seconds} s of mixed traffic, ${connections} connections, on ${engine}, page cache ` +
      `${process.env.PAGE_CACHE ?? 'on'}; warm-up ${warmup} s`,
  );
  const start = Date.now();
  const samples: Array<{ at: number; rss: number }> = [{ at: 0, rss: rssMb(server.pid) }];
  console.log(`     0 s  RSS ${samples[0]!.rss.toFixed(0)} MB (idle)`);
  const run = autocannon({ url: server.url, connections, duration: seconds, requests: round(server.url) });
  let peak = samples[0]!;
  const peakSampler = setInterval(() => {
    const rss = rssMb(server.pid);
    if (rss > peak.rss) peak = { at: Math.round((Date.now() - start) / 1000), rss };
  }, PEAK_SAMPLE_MS);
  const sampler = setInterval(() => {
    const at = Math.round((Date.now() - start) / 1000);
    const rss = rssMb(server.pid);
    samples.push({ at, rss });
    console.log(`${String(at).padStart(6)} s  RSS ${rss.toFixed(0)} MB`);
  }, SAMPLE_MS);
  await sleep(warmup * 1000);
  const baseline = rssMb(server.pid);
  console.log(`${String(warmup).padStart(6)} s  RSS ${baseline.toFixed(0)} MB (after the warm-up: the baseline)`);
  await snapshot('after the warm-up');
  const result = await run;
  clearInterval(sampler);
  clearInterval(peakSampler);
  const end = rssMb(server.pid);
  await snapshot('at the end');
  await sleep(20_000);
  const settled = rssMb(server.pid);

  const errors = result.errors + result.timeouts;
  const non2xx = result.non2xx - (result.statusCodeStats?.['303']?.count ?? 0);
  console.log(
    `\n${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), p99 ${result.latency.p99} ms, ` +
      `${errors} errors, ${non2xx} answers other than 2xx and the form's 303`,
  );
  console.log(
    `RSS after the warm-up ${baseline.toFixed(0)} MB, at the end ${end.toFixed(0)} MB ` +
      `(${(((end - baseline) / baseline) * 100).toFixed(1)} %), 20 s later ${settled.toFixed(0)} MB`,
  );
  console.log(`RSS at its highest ${peak.rss.toFixed(0)} MB, ${peak.at} s into the run`);
  if (maxRss > 0 && peak.rss > maxRss) {
    console.error(`FAIL: RSS exceeded ${maxRss} MB (SOAK_MAX_RSS_MB).`);
    failed = true;
  }
  if (end > baseline * (1 + MAX_GROWTH)) {
    console.error(`FAIL: RSS grew more than ${MAX_GROWTH * 100} % after the warm-up.`);
    failed = true;
  }
  if (errors > 0 || non2xx > 0) {
    console.error('FAIL: some requests failed.');
    failed = true;
  }
  if (!server.alive()) {
    console.error('FAIL: the site stopped.');
    failed = true;
  }
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
