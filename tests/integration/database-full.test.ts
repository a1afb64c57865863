import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS } from '#src/server/db/unavailable.ts';
import { withDb } from '../support/database-rows.ts';
import { onPostgres } from '../support/database.ts';
import { client } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';

/**
 * The SQLite file unable to grow (a full disk) or to be written (a read-only file system): every
 * write answers 503 with Retry-After in the caller's language, reads go on, the log says it once
 * per outage without a stack trace, and writes are taken again as soon as they can be stored
 * (docs/decisions/123).
 */

const switchFile = join(import.meta.dirname, '../support/sqlite-pragma-switch.ts');
const englishMessage = 'The site cannot reach its records just now. Please try again in a minute.';
const teluguMessage = 'సైట్ వివరాలు ప్రస్తుతం అందుబాటులో లేవు. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.';
const teluguPage = 'సైట్ వివరాలు ప్రస్తుతం అందుబాటులో లేవు';
const englishPage = 'The site cannot reach its records just now';

let server: RunningServer;
let posted = 0;
const accepted: string[] = [];

/** A long contact message from its own visitor address (no rate limit): a few fill a page of the file. */
async function postInquiry(path = '/api/contact') {
  const n = ++posted;
  const message = `Inquiry ${n} while the disk fills. ${'Om namah shivaya. '.repeat(80)}`.trim();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
    body: JSON.stringify({
      firstName: 'Lakshmi',
      lastName: 'Devi',
      email: 'lakshmi@example.org',
      phoneNumber: '9848012345',
      message,
    }),
  });
  if (response.status === 201) accepted.push(message);
  return response;
}

/** Runs `statement` on the site's own connection, as the switch loaded into it does. */
async function apply(statement: string) {
  writeFileSync(join(server.dataDir, 'pragma.sql'), statement);
  const before = server.output().split(`Applied: ${statement}`).length;
  process.kill(server.pid, 'SIGUSR2');
  for (let waited = 0; server.output().split(`Applied: ${statement}`).length === before; waited += 20) {
    if (waited > 5000) throw new Error(`Not applied: ${statement}\n${server.output().slice(-500)}`);
    await sleep(20);
  }
}

const failuresIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => /Unhandled|Render error|API request failed|Could not answer|rollback|^\s+at /.test(line));

describe.runIf(!onPostgres())('SQLite on a full disk or a read-only file system', () => {
  beforeAll(async () => {
    server = await startServer({ env: { TRUSTED_PROXIES: '127.0.0.1,::1', NODE_OPTIONS: `--import=${switchFile}` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const answers503 =
    'answers writes 503 with Retry-After in the caller language, ' +
    'logs once per outage, and takes writes again when it can';
  it(
    answers503,
    async () => {
      const http = client(server.url);
      expect((await postInquiry()).status).toBe(201);

      // The disk full: the file may not grow past the pages it has.
      await apply('pragma max_page_count = 1');
      let full: Response | undefined;
      for (let n = 0; n < 40 && !full; n++) {
        const response = await postInquiry();
        if (response.status !== 201) full = response;
      }
      expect(full?.status).toBe(503);
      expect(full!.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(await full!.json()).toEqual({ message: englishMessage });
      const telugu = await postInquiry('/te/api/contact');
      expect(telugu.status).toBe(503);
      expect(await telugu.json()).toEqual({ message: teluguMessage });
      const page = await http.form('/te/contactus', {
        firstName: 'Lakshmi',
        lastName: 'Devi',
        email: 'l@example.org',
        phoneNumber: '9848012345',
        message: 'A message on a full disk.',
      });
      expect(page.status).toBe(503);
      const html = await page.text();
      expect(html.indexOf(teluguPage)).toBeGreaterThan(-1);
      expect(html.indexOf(englishPage)).toBeGreaterThan(html.indexOf(teluguPage));
      // Reads go on.
      expect((await http.get('/api/event')).status).toBe(200);

      // Space returns.
      await apply('pragma max_page_count = 1073741823');
      expect((await postInquiry()).status).toBe(201);
      // (The return is logged once it has held for a second; a failure before then is the same outage.)
      await expect
        .poll(() => server.output().match(/The database stores again after/g)?.length, { timeout: 5000 })
        .toBe(1);

      // A read-only file system.
      await apply('pragma query_only = 1');
      const readOnly = await postInquiry();
      expect(readOnly.status).toBe(503);
      expect(readOnly.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect((await postInquiry()).status).toBe(503);
      await apply('pragma query_only = 0');
      expect((await postInquiry()).status).toBe(201);

      // One line when it could not store and one when it could again, per outage; no stack trace per request.
      const output = server.output();
      expect(output.match(/The database cannot store anything \(SQLITE_FULL/g)?.length).toBe(1);
      expect(output.match(/The database cannot store anything \(SQLITE_READONLY/g)?.length).toBe(1);
      await expect
        .poll(() => server.output().match(/The database stores again after/g)?.length, { timeout: 5000 })
        .toBe(2);
      expect(output).not.toMatch(/Database unreachable/);
      expect(failuresIn(server.output())).toEqual([]);
      expect(server.alive()).toBe(true);

      const stored = new Set(
        (await withDb(server, (db) => db.selectFrom('contact_inquiries').select('message').execute())).map(
          (r) => r.message,
        ),
      );
      expect(accepted.length).toBeGreaterThan(2);
      expect(accepted.filter((m) => !stored.has(m))).toEqual([]);
    },
    60_000,
  );
});
