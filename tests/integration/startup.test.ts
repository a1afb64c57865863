import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '#src/server/db/unavailable.ts';
import { onPostgres } from '../support/database.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';
import { ended, freePort, runSite, spawnSite } from '../support/server.ts';
import { OLD_GENERATION_MB } from '../../scripts/old-generation.ts';

const exitOf = (env: Record<string, string>) => runSite({ PORT: '0', ...env });
/** Nothing listens on port 1: every connection is refused at once. */
const unreachable = 'postgres://site:secret@127.0.0.1:1/site';

async function until(check: () => boolean, timeoutMs = 20_000) {
  const from = Date.now();
  while (!check()) {
    if (Date.now() - from > timeoutMs) throw new Error('timed out');
    await sleep(50);
  }
}

describe('start-up with a bad environment', () => {
  it('stops with a message naming a bad variable', async () => {
    const { code, output } = await exitOf({ DEMO_CONTENT: 'perhaps', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) });
    expect(code).toBe(78);
    expect(output).toContain('DEMO_CONTENT');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('stops with a message when DATA_DIR cannot be used', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'datadir-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = await exitOf({ DATA_DIR: join(file, 'data') });
    expect(code).toBe(78);
    expect(output).toContain(`DATA_DIR ${join(file, 'data')} cannot be used`);
  });

  const stopsWith69 =
    'stops with exit code 69 (restarted by the service) after DATABASE_CONNECT_ATTEMPTS tries, one log line each';
  it(stopsWith69, async () => {
    const { code, output } = await exitOf({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'unreach-')),
      DATABASE_URL: unreachable,
      DATABASE_CONNECT_ATTEMPTS: '2',
    });
    expect(code).toBe(69);
    const attempts = output.split('\n').filter((line) => line.includes('Cannot reach the database'));
    const cannotReach = String.raw`Cannot reach the database at postgres://site:\*\*\*@127\.0\.0\.1:1/site`;
    expect(attempts).toEqual([
      expect.stringMatching(
        new RegExp(String.raw`WARN ${cannotReach} \(ECONNREFUSED\), attempt 1 of 2; trying again in 1 s\.`),
      ),
      expect.stringMatching(new RegExp(String.raw`ERROR ${cannotReach} \(ECONNREFUSED\), attempt 2 of 2: stopping`)),
    ]);
    expect(output).not.toContain('secret');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses to serve other machines in production without SITE_URL, in one line naming it', async () => {
    const run = spawnSite({
      PORT: '0',
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      SITE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'siteurl-')),
    });
    // A site that starts anyway is stopped, so that it never outlives the test.
    const started = setInterval(() => run.output().includes('Server listening') && run.child.kill('SIGKILL'), 100);
    const { code, output } = await ended(run).finally(() => clearInterval(started));
    expect(code).toBe(78);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ERROR Invalid configuration: SITE_URL: must be set .*HOST=0\.0\.0\.0/);
  });
});

describe('start-up while the database cannot be reached', () => {
  const listensAtOnce =
    'listens at once and answers 503 with Retry-After (a page in both languages, JSON under /api) while it tries again';
  it(listensAtOnce, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = spawnSite({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'unreach-')),
      DATABASE_URL: unreachable,
    });
    try {
      await until(() => run.output().includes('attempt 2;'));
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      const html = await page.text();
      expect(html).toContain('The site cannot reach its records just now');
      expect(html).toContain('సైట్ వివరాలు ప్రస్తుతం అందుబాటులో లేవు');
      const api = await fetch(`${base}/api/event`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await api.json()).toEqual({
        message: 'The site cannot reach its records just now. Please try again in a minute.',
      });
      expect(await (await fetch(`${base}/api/event?lang=te`)).json()).toEqual({
        message: 'సైట్ వివరాలు ప్రస్తుతం అందుబాటులో లేవు. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
      });
      // Files need no database: the page a visitor had open keeps its styles and scripts.
      expect((await fetch(`${base}/scripts/razorpay-pay.js`)).status).toBe(200);
      // The site started itself again with its young generation capped, its old one limited where
      // V8's own limit is higher, and glibc's allocator told to give memory back, under the same id.
      if (existsSync('/proc')) {
        const flags = readFileSync(`/proc/${run.child.pid}/cmdline`, 'utf8').split('\0');
        expect(flags).toContain('--max-semi-space-size=8');
        if (getHeapStatistics().heap_size_limit > OLD_GENERATION_MB * 2 ** 20)
          expect(flags).toContain(`--max-old-space-size=${OLD_GENERATION_MB}`);
        expect(readFileSync(`/proc/${run.child.pid}/environ`, 'utf8').split('\0')).toEqual(
          expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=65536']),
        );
      }
    } finally {
      run.child.kill('SIGKILL');
      await ended(run);
    }
    const lines = run
      .output()
      .split('\n')
      .filter((line) => line.includes('Cannot reach the database'));
    expect(lines[0]).toMatch(/attempt 1; trying again in 1 s\. Until then the site answers 503\./);
    expect(lines[1]).toMatch(/attempt 2; trying again in 2 s\./);
    expect(run.output()).not.toContain('Site ready');
  });
});

describe.runIf(onPostgres())('start-up on a PostgreSQL server', () => {
  let postgres: PrivatePostgres | undefined;
  afterAll(async () => {
    await postgres?.destroy();
  });

  it('stops with 78 when the server answers but the database does not exist (the operator has to act)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/peetam_no_such_database';
    const { code, output } = await exitOf({ DATA_DIR: mkdtempSync(join(tmpdir(), 'nodb-')), DATABASE_URL: url.href });
    expect(code).toBe(78);
    expect(output).toMatch(/Cannot use the database at .*peetam_no_such_database \(3D000: .*\)\. Check DATABASE_URL/);
  });

  it('comes up by itself when a database that was down at boot starts (a private server of this test)', async () => {
    postgres = await createPrivatePostgres();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = spawnSite({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'boot-')),
      DATABASE_URL: postgres.url,
    });
    try {
      await until(() => run.output().includes('attempt 1;'));
      expect((await fetch(`${base}/`)).status).toBe(503);
      await postgres.start();
      await until(() => run.output().includes('Site ready at'), 60_000);
      expect((await fetch(`${base}/`)).status).toBe(200);
      expect(run.output()).toContain('First start: seeded settings');
    } finally {
      run.child.kill('SIGTERM');
      await ended(run);
    }
  }, 90_000);
});
