// wrk (Debian's package) as the load generator of bench:load and deploy:check: written in C, it
// answers tens of thousands of requests a second on one core, where autocannon, in Node, topped
// out near 12,000 and so measured its own ceiling (docs/decisions/163).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WRK = process.env.WRK_BIN ?? 'wrk';
const SUMMARY = join(import.meta.dirname, 'wrk-summary.lua');

export interface WrkResult {
  requests: number;
  rps: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers of 400 or more. */
  errors: number;
}

/** Throws, saying how to install it, when wrk is not there. */
export function requireWrk(): void {
  const probe = spawnSync(WRK, ['--version'], { encoding: 'utf8' });
  if (probe.error)
    throw new Error(
      `wrk is not installed (${WRK}): apt-get install -y wrk (Debian, Ubuntu), brew install wrk (macOS), ` +
        'or set WRK_BIN to its path.',
    );
}

/** Parses the line wrk-summary.lua prints at the end of a run. */
export function parseWrkSummary(output: string): WrkResult {
  const line = /^WRK_SUMMARY (\{.*\})$/m.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const s = JSON.parse(line) as Record<string, number>;
  const n = (key: string) => s[key] ?? 0;
  return {
    requests: n('requests'),
    rps: n('requests') / (n('durationUs') / 1e6),
    p50: n('p50Us') / 1000,
    p99: n('p99Us') / 1000,
    errors: n('connect') + n('read') + n('write') + n('status') + n('timeout'),
  };
}

/**
 * A wrk script that sends each request with the next of `cookies` (as many visitors, each their
 * own), and prints the summary as wrk-summary.lua does.
 */
function rotatingCookies(cookies: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'peetam-wrk-'));
  const script = join(dir, 'cookies.lua');
  writeFileSync(
    script,
    `dofile(${JSON.stringify(SUMMARY)})\n` +
      `local cookies = {${cookies.map((cookie) => JSON.stringify(cookie)).join(',')}}\n` +
      'local at = math.random(#cookies)\n' +
      'request = function()\n  at = at % #cookies + 1\n  wrk.headers["cookie"] = cookies[at]\n' +
      '  return wrk.format()\nend\n',
  );
  return { script, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Runs wrk against `url` for `seconds` with `connections` open connections over `threads` threads;
 * with `cookies`, each request carries the next of them.
 */
export function wrk(
  url: string,
  options: {
    seconds: number;
    connections: number;
    threads: number;
    headers?: Record<string, string>;
    cookies?: string[];
  },
): Promise<WrkResult> {
  const threads = Math.max(1, Math.min(options.threads, options.connections));
  const rotating = options.cookies?.length ? rotatingCookies(options.cookies) : null;
  const args = ['-t', String(threads), '-c', String(options.connections), '-d', `${options.seconds}s`];
  args.push('--timeout', '5s', '-s', rotating?.script ?? SUMMARY);
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => {
      rotating?.remove();
      reject(error);
    });
    child.once('close', (code) => {
      rotating?.remove();
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrkSummary(output));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}
