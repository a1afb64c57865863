import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRoutes, parentRedirects } from '#src/features/site/routes.ts';
import { localePath, languages } from '#src/i18n/index.ts';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

describe.each(languages)('every public route in %s', (lang) => {
  it.each(publicRoutes.map((r) => r.path))('%s answers 200 with its frame', async (path) => {
    const response = await get(localePath(lang, path));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).toContain('hreflang="te"');
    const canonical = `${server.url}${localePath(lang, path)}`.replace(/&/g, '&amp;');
    expect(html).toContain(`<link rel="canonical" href="${canonical}"`);
  });
});

describe('redirects', () => {
  it.each(Object.entries(parentRedirects))('%s goes to %s, keeping the language', async (from, to) => {
    for (const lang of languages) {
      const response = await get(localePath(lang, from));
      expect([301, 302]).toContain(response.status);
      expect(new URL(response.headers.get('location')!, server.url).pathname).toBe(localePath(lang, to));
    }
  });
});

describe('errors', () => {
  it('answers an unknown route with the 404 page inside the layout, in the visitor language', async () => {
    const en = await get('/no-such-page');
    expect(en.status).toBe(404);
    const html = await en.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('class="site-header"');
    // The address as typed: no slash the visitor did not type, and theirs when they did.
    expect(html).toContain('We could not find the page /no-such-page. ');
    expect(await (await get('/no-such-page/')).text()).toContain('We could not find the page /no-such-page/. ');
    expect(await (await get('/deep/no-such-page')).text()).toContain('We could not find the page /deep/no-such-page. ');
    const te = await get('/te/no-such-page');
    expect(te.status).toBe(404);
    const teHtml = await te.text();
    expect(teHtml).toContain('పేజీ కనబడలేదు');
    expect(teHtml).toMatch(/\/te\/no-such-page[^/]/);
  });

  it('answers a malformed address with a readable 400 page', async () => {
    const response = await get('/gallery%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This address is not valid');
  });

  it('serves a page whose query string is malformed', async () => {
    const response = await get('/gallery?date=%%%&x');
    expect(response.status).toBe(200);
  });

  it('sends a visitor on any admin path to /login (the admin screens are in authorization.test.ts)', async () => {
    const response = await get('/admin/no-such-screen');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?next=%2Fadmin%2Fno-such-screen');
  });

  it('answers a missing static file with a bare 404', async () => {
    expect((await get('/media/no-such-file.webp')).status).toBe(404);
  });
});

describe('site files', () => {
  it('serves every icon, image and preview the layout refers to', async () => {
    const html = await (await get('/te/aboutus')).text();
    const urls = new Set(
      [...html.matchAll(/(?:href|src|content)="((?:https?:\/\/[^"/]+)?\/media\/[^"]+)"/g)].map((m) => m[1]!),
    );
    expect(urls.size).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const response = await fetch(new URL(url, server.url));
      expect(`${url} ${response.status}`).toBe(`${url} 200`);
      expect(response.headers.get('cache-control')).toContain('max-age');
    }
  });
});

describe('search engines', () => {
  it('lists both languages of every indexed page in the sitemap', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const route of publicRoutes.filter((r) => r.indexed)) {
      for (const lang of languages)
        expect(xml).toContain(`<loc>${server.url}${localePath(lang, route.path).replace(/&/g, '&amp;')}</loc>`);
    }
    expect(xml).not.toContain('/login');
  });

  it('points robots.txt at the sitemap and away from the admin area', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
  });
});

describe('third parties', () => {
  it('loads no script, style or font from another host', async () => {
    for (const path of ['/', '/te/aboutus', '/contactus']) {
      const html = await (await get(path)).text();
      const external = [
        ...html.matchAll(/<(?:script|link|img|source|video)\b[^>]*(?:src|href|srcset)="(https?:\/\/[^"]+)"/g),
      ]
        .map((m) => m[1]!)
        .filter((url) => !url.startsWith(server.url))
        .filter((url) => !/rel="(canonical|alternate)"/.test(url));
      const loaded = [...html.matchAll(/<(?:script|img|source|video)\b[^>]*src="(https?:\/\/[^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(loaded.filter((u) => !u.startsWith(server.url))).toEqual([]);
      expect(external.filter((u) => /\.(css|js|woff2?)(\?|$)/.test(u))).toEqual([]);
    }
  });

  it('sends a content security policy that allows only this site', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("font-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
