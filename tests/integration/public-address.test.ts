import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { rawRequest } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { codeOf, outboxMailFor } from '../support/smtp.ts';

/**
 * Every absolute link the site writes (reset e-mails, canonical and alternate links, the
 * sitemap) names SITE_URL, whatever Host the request claims: a link built from the Host header
 * would let anyone have the site mail a reset code pointing at their own server.
 */
const siteUrl = 'https://peetam.example.org';
const hostile = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: siteUrl } });
});
afterAll(() => server?.stop());

const linksIn = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"|<meta property="og:(?:url|image)" content="([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? m[2]!);

describe('links in mail and pages with a hostile Host header', () => {
  it('mails a reset link to SITE_URL, from the page form and from the API', async () => {
    const byPage = await createUser(server, { role: 'User' });
    const form = await rawRequest(server.url, '/te/forgot', {
      method: 'POST',
      headers: { ...hostile, origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: byPage.email }).toString(),
    });
    expect(form.status).toBe(303);
    const pageMail = await outboxMailFor(server.dataDir, byPage.email);
    expect(pageMail.text).toContain(`${siteUrl}/te/setpassword?token=${codeOf(pageMail)}`);
    expect(pageMail.raw).not.toContain('evil.example');

    const byApi = await createUser(server, { role: 'User' });
    const api = await rawRequest(server.url, '/api/user/forgot-password', {
      method: 'POST',
      headers: { ...hostile, 'content-type': 'application/json' },
      body: JSON.stringify({ email: byApi.email }),
    });
    expect(api.status).toBe(200);
    const apiMail = await outboxMailFor(server.dataDir, byApi.email);
    expect(apiMail.text).toContain(`${siteUrl}/setpassword?token=${codeOf(apiMail)}`);
    expect(apiMail.raw).not.toContain('evil.example');
  });

  it('writes canonical, alternate and preview links, the sitemap and robots.txt with SITE_URL', async () => {
    for (const [path, canonical] of [
      ['/aboutus', `${siteUrl}/aboutus`],
      ['/te/aboutus', `${siteUrl}/te/aboutus`],
    ] as const) {
      // Twice: the second answer may come from the page cache, which must not keep a hostile link.
      for (let i = 0; i < 2; i++) {
        const page = await rawRequest(server.url, path, { headers: hostile });
        expect(page.status).toBe(200);
        expect(page.text).toContain(`<link rel="canonical" href="${canonical}"`);
        const links = linksIn(page.text);
        expect(links.length).toBeGreaterThanOrEqual(5);
        for (const link of links) expect(link.startsWith(`${siteUrl}/`), link).toBe(true);
        expect(page.text).not.toContain('evil.example');
      }
    }
    const sitemap = await rawRequest(server.url, '/sitemap.xml', { headers: hostile });
    expect(sitemap.text).toContain(`<loc>${siteUrl}/aboutus</loc>`);
    expect(sitemap.text).not.toContain('evil.example');
    const robots = await rawRequest(server.url, '/robots.txt', { headers: hostile });
    expect(robots.text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});

describe('a fresh clone on this machine', () => {
  it('needs no SITE_URL on a loopback HOST and links to the port it listens on', async () => {
    const local = await startServer({ env: { SITE_URL: '' } });
    try {
      const page = await rawRequest(local.url, '/aboutus');
      expect(page.text).toContain(`<link rel="canonical" href="http://localhost:${local.port}/aboutus"`);
    } finally {
      await local.stop();
    }
  });
});
