import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { createSiteServer, listen, type AnswerBeforeAstro } from './serve.ts';
import { badAddressHtml } from './refusal.ts';

/**
 * The HTTP server in front of Astro: built files with their caching headers (and precompressed
 * twins), bad addresses refused 400, the 503 before the database is ready, and the answers when
 * the handler fails. The handler here stands in for Astro and says which path reached it.
 */
/** Translators that show the language they speak. */
const say = (lang: string) => (key: string) => `${lang}:${key}`;
let base: string;
let clientDir: string;
let server: http.Server;
let port: number;
let ready = true;
let kept: AnswerBeforeAstro | null = null;
let failure: Error | null = null;
let seen: { url?: string; locals?: Record<string, unknown> }[] = [];

function handler(req: IncomingMessage, res: ServerResponse, _next?: unknown, locals?: object) {
  seen.push({ url: req.url, locals: locals as Record<string, unknown> });
  if (failure) return Promise.reject(failure);
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(`astro ${req.url}`);
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-'));
  clientDir = join(base, 'client');
  mkdirSync(clientDir);
  writeFileSync(join(base, 'outside.txt'), 'not the site');
  mkdirSync(join(clientDir, '_astro'));
  writeFileSync(join(clientDir, '_astro', 'app.123.js'), 'console.log(1);');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const style = 'body { color: red; }\n'.repeat(100);
  writeFileSync(join(clientDir, 'site.css'), style);
  writeFileSync(join(clientDir, 'site.css.br'), brotliCompressSync(style));
  writeFileSync(join(clientDir, 'photo.jpg'), Buffer.alloc(64, 1));
  writeFileSync(join(clientDir, '.secret'), 'hidden');
  writeFileSync(join(clientDir, 'aboutus'), 'a file named as a page');
  server = createSiteServer({
    handler,
    clientDir,
    ready: () => ready,
    keptPages: () => kept,
    translators: say,
  });
  await listen(server, 0, '127.0.0.1');
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(base, { recursive: true, force: true });
});
beforeEach(() => {
  ready = true;
  kept = null;
  failure = null;
  seen = [];
});

/** A raw request, so a test can send what fetch would not: any Host header, HEAD, a broken path. */
function request(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built files', () => {
  it('a hashed asset is cached for a year, immutable, and not sniffed', async () => {
    const res = await request('/_astro/app.123.js');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('console.log(1);');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(seen).toEqual([]);
  });

  it('a public file is cached a day and revalidated in the background', async () => {
    const res = await request('/robots.txt', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(res.body.byteLength).toBe(0);
  });

  it('the brotli twin goes to a client that accepts it, typed as the file, with no byte ranges', async () => {
    const res = await request('/site.css', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.body.toString()).not.toContain('color');

    // gzip asked for, and no .gz made: the file itself, which may still vary by encoding.
    const plain = await request('/site.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('body { color: red; }');
    expect(plain.headers['accept-ranges']).toBe('bytes');
    expect(plain.headers['vary']).toBe('Accept-Encoding');
  });

  it('a file that is compressed already does not vary by encoding', async () => {
    const res = await request('/photo.jpg', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
  });

  it('a dot file is not sent', async () => {
    expect((await request('/.secret')).status).toBe(404);
  });

  it('a path out of the folder, a folder, the root, a name without an extension or a POST go to the site', async () => {
    const outside = '/%2e%2e/outside.txt';
    for (const path of [outside, '/_astro', '/', '/missing.txt', '/aboutus']) await request(path);
    await request('/robots.txt', { method: 'POST' });
    expect(seen.map((s) => s.url)).toEqual([outside, '/_astro', '/', '/missing.txt', '/aboutus', '/robots.txt']);
  });
});

describe('addresses the site cannot answer', () => {
  it('a broken escape, a Host that is not a host, or a path without its slash are 400 with the page', async () => {
    for (const [path, headers] of [
      ['/%E0%A4%A', {}],
      ['/', { host: 'bad host' }],
      ['*', {}],
    ] as const) {
      const res = await request(path, { method: 'OPTIONS', headers });
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.toString()).toBe(badAddressHtml);
    }
    expect(seen).toEqual([]);
  });

  it('a host with a port is answered', async () => {
    expect((await request('/', { headers: { host: 'peetam.example:8080' } })).status).toBe(200);
  });
});

describe('the answer before and around Astro', () => {
  it('passes the client address to the site in locals', async () => {
    await request('/about');
    expect(seen[0]!.locals).toEqual({ clientAddress: '127.0.0.1' });
  });

  it('while the database is not ready: 503 with Retry-After, JSON under /api, no body to a HEAD', async () => {
    ready = false;
    const page = await request('/te/events');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('lang="te"');
    const api = await request('/api/events?lang=te');
    expect([api.status, api.headers['content-type']]).toEqual([503, 'application/json; charset=utf-8']);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'te:unavailable.api' });
    expect(JSON.parse((await request('/api/events')).body.toString())).toEqual({ message: 'en:unavailable.api' });
    const head = await request('/', { method: 'HEAD' });
    expect([head.status, head.body.byteLength]).toEqual([503, 0]);
    // Built files are still served.
    expect((await request('/robots.txt')).status).toBe(200);
    expect(seen).toEqual([]);
  });

  it('a kept page answers without the site; a page not kept goes on to it', async () => {
    kept = async (req, res) => {
      if (req.url !== '/kept') return false;
      res.end('from the cache');
      return true;
    };
    expect((await request('/kept')).body.toString()).toBe('from the cache');
    expect((await request('/other')).body.toString()).toBe('astro /other');
    expect(seen.map((s) => s.url)).toEqual(['/other']);
  });

  it('the database going away mid-answer is a 503; any other failure a 500', async () => {
    failure = new DatabaseUnavailable('ECONNREFUSED');
    const away = await request('/api/x');
    expect([away.status, away.headers['retry-after']]).toEqual([503, '5']);
    failure = new Error('boom');
    const broken = await request('/page?token=secret');
    expect(broken.status).toBe(500);
    expect(broken.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(broken.body.toString()).toBe('Internal Server Error');
  });
});
