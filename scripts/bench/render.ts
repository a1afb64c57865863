// npm run bench:render: the cost of rendering a page afresh. Starts the built site as one process
// with PAGE_CACHE=off on a fresh SQLite database with demo content, asks for the home page, a
// static page and the gallery one request at a time (accepting brotli and gzip, as browsers do)
// and prints the milliseconds per render of each: the CPU time the site's process spent (user and
// system, from /proc, which other programs on the machine barely move), and the whole request as
// the client sees it on loopback (the HTTP round trip and the compression included).
// BENCH_RENDERS (default 400) per page after 100 unmeasured ones. With BENCH_PROFILE=<folder>
// the site runs under `node --cpu-prof`, writes its profile there and the bench prints the
// functions with the most time of their own. The renders of a page are measured in BENCH_ROUNDS
// (default 5) rounds, and the CPU figure is the lowest round's: programs sharing the machine only
// ever add to it. Compare before and after under the same load all the same.
// BENCH_MAX_CPU_MS: exits non-zero when a page's CPU figure is above it (.ci/run sets a ceiling
// several times the quiet machine's figures: it catches a render gone wrong, not noise).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from '../build-if-needed.ts';
import { startServer } from '../../tests/support/server.ts';

const renders = Number(process.env.BENCH_RENDERS ?? 400);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const profileDir = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/aboutus', '/gallery'];
const WARM_UP = 100;
const maxCpuMs = process.env.BENCH_MAX_CPU_MS ? Number(process.env.BENCH_MAX_CPU_MS) : undefined;

async function get(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** CPU time (user + system) the process has used so far, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat(5); the split above starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most self time in a V8 .cpuprofile, as "share  ms  function  file:line". */
function topFunctions(profile: Profile, count: number): string[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    const file = frame.url.replace(/^.*\/(node_modules\/)?/, (m, nm: string | undefined) =>
      nm ? 'node_modules/…/' : '',
    );
    const name = `${frame.functionName || '(anonymous)'}  ${file}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    const delta = profile.timeDeltas[i] ?? 0;
    self.set(name, (self.get(name) ?? 0) + delta);
    total += delta;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
}

if (!buildIfNeeded()) process.exit(1);
if (profileDir) mkdirSync(profileDir, { recursive: true });
const env: Record<string, string> = { PAGE_CACHE: 'off', WEB_CONCURRENCY: '1' };
if (profileDir) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
const server = await startServer({ env });
const results: Array<{ page: string; cpu: number; mean: number; p50: number; p90: number }> = [];
try {
  for (const page of pages) {
    for (let i = 0; i < WARM_UP; i++) await get(server.url + page);
  }
  for (const page of pages) {
    const times: number[] = [];
    let cpu = Infinity;
    for (let round = 0; round < rounds; round++) {
      const perRound = Math.ceil(renders / rounds);
      const cpuBefore = cpuMs(server.pid);
      for (let i = 0; i < perRound; i++) times.push(await get(server.url + page));
      cpu = Math.min(cpu, (cpuMs(server.pid) - cpuBefore) / perRound);
    }
    times.sort((a, b) => a - b);
    results.push({
      page,
      cpu,
      mean: times.reduce((a, b) => a + b, 0) / times.length,
      p50: quantile(times, 0.5),
      p90: quantile(times, 0.9),
    });
  }
} finally {
  await server.stop();
}

console.log(
  `\n${renders} renders per page after ${WARM_UP} unmeasured, one at a time, PAGE_CACHE=off, one process, SQLite; ` +
    `ms per render:\nthe site's CPU time (the lowest of ${rounds} rounds), and the time to the client's last byte ` +
    `(mean, median, 90th percentile).\n`,
);
console.log(`${'page'.padEnd(12)}${'CPU'.padStart(8)}${'mean'.padStart(8)}${'p50'.padStart(8)}${'p90'.padStart(8)}`);
for (const r of results)
  console.log(
    `${r.page.padEnd(12)}${r.cpu.toFixed(2).padStart(8)}${r.mean.toFixed(2).padStart(8)}` +
      `${r.p50.toFixed(2).padStart(8)}${r.p90.toFixed(2).padStart(8)}`,
  );

if (profileDir) {
  // The newest profile in the folder is this run's site (the bench itself is not profiled).
  const newest = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .pop();
  if (newest) {
    const profile = JSON.parse(readFileSync(join(profileDir, newest), 'utf8')) as Profile;
    console.log(`\nSelf time in the site's process (${join(profileDir, newest)}), start-up included:\n`);
    for (const line of topFunctions(profile, 25)) console.log(line);
  }
}

const over = maxCpuMs === undefined ? [] : results.filter((r) => r.cpu > maxCpuMs);
for (const r of over) {
  console.error(`${r.page}: ${r.cpu.toFixed(2)} ms of CPU a render, over BENCH_MAX_CPU_MS=${maxCpuMs}`);
}
if (over.length > 0) process.exitCode = 1;
