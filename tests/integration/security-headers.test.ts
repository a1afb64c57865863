import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes } from '#src/features/site/routes.ts';
import { languages, localePath } from '#src/i18n/index.ts';
import { parsePolicy } from '#src/server/security-headers.ts';
import { createUser, type TestAccount } from '../support/accounts.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
let admin: TestAccount;
beforeAll(async () => {
  server = await startServer();
  admin = await createUser(server, { role: 'Admin' });
});
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { redirect: 'manual', headers });

/** Each inline script a browser would run (JSON-LD is data, not run), as its CSP hash source. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);

const pages = [
  ...languages.flatMap((lang) => publicRoutes.map((r) => localePath(lang, r.path))),
  '/no-such-page',
  '/te/no-such-page',
];

describe('the content security policy of every page', () => {
  it.each(pages)('%s runs only its own scripts, each allowed by its hash, none by unsafe-inline', async (path) => {
    const response = await get(path);
    const html = await response.text();
    const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    for (const hash of inlineScriptHashes(html)) expect(policy['script-src'], `${path}: ${hash}`).toContain(hash);
    // Inline handlers and javascript: links would need 'unsafe-inline' or 'unsafe-hashes'.
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src|action)="javascript:/i);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('keeps the hashes of the islands on the pages that have them, and on admin screens', async () => {
    const home = await get('/');
    expect(inlineScriptHashes(await home.text()).length).toBeGreaterThan(0);
    const screen = await get('/admin/', { cookie: admin.cookie });
    const html = await screen.text();
    const policy = parsePolicy(screen.headers.get('content-security-policy') ?? '');
    expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
    for (const hash of inlineScriptHashes(html)) expect(policy['script-src']).toContain(hash);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('answers a page from the page cache with the policy it was rendered with', async () => {
    const first = await get('/gallery');
    const second = await get('/gallery');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    for (const hash of inlineScriptHashes(await second.text()))
      expect(second.headers.get('content-security-policy')).toContain(hash);
  });
});

describe('X-Content-Type-Options: nosniff', () => {
  it('comes with the files of the build and of public/', async () => {
    const built = readdirSync(join(import.meta.dirname, '../../dist/client/_astro')).find((f) => f.endsWith('.js'))!;
    for (const path of [`/_astro/${built}`, '/media/icons/favicon.svg', '/scripts/razorpay-pay.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('comes with uploaded images, and with the answer for a missing one', async () => {
    const events = (await (await get('/api/event')).json()) as Array<{ image: string }>;
    const image = await get(new URL(events[0]!.image, server.url).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await get('/uploads/events/no-such-file.webp');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
