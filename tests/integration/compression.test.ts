import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

// Through node:http, which sends Accept-Encoding only when told and decodes nothing: the bytes
// on the wire, as a browser receives them.
function get(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(new URL(path, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decode = (answer: { headers: IncomingHttpHeaders; body: Buffer }) =>
  (answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body
  ).toString('utf8');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe('answers compressed as the client accepts', () => {
  const sendsCompressed =
    'sends a cached page in brotli, gzip or as is, the same page each way, naming Accept-Encoding in Vary';
  it(sendsCompressed, async () => {
    const plain = await get(server.url, '/te/aboutus');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const page = plain.body.toString('utf8');
    expect(page).toContain('</html>');

    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      // The first may render (a miss that keeps it), the second is a hit from memory: both compressed.
      for (const cache of ['', 'hit']) {
        const answer = await get(server.url, '/te/aboutus', { 'accept-encoding': accept });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
        if (cache) expect(answer.headers['x-cache']).toBe('hit');
        expect(decode(answer)).toBe(page);
        expect(answer.body.byteLength).toBeLessThan(Buffer.byteLength(page) / 3);
      }
    }
  });

  it('compresses a page rendered for one visitor and an API answer', async () => {
    const form = await get(server.url, '/login', { 'accept-encoding': 'br' });
    expect(form.status).toBe(200);
    expect(form.headers['content-encoding']).toBe('br');
    expect(decode(form)).toContain('<form');

    const api = await get(server.url, '/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(api)).openapi).toMatch(/^3\./);
  });

  // Stylesheets are inlined in the page (docs/decisions/116), so the build's text files are
  // scripts: a bundled one, and the payment script copied from public/.
  it('serves the built scripts from files compressed at build time, with their own type', async () => {
    const page = (await get(server.url, '/vastu')).body.toString('utf8');
    const script = page.match(/\/_astro\/[\w.-]+\.js/)?.[0];
    expect(script).toBeTruthy();
    for (const path of [script!, '/scripts/razorpay-pay.js']) {
      const plain = await get(server.url, path);
      const br = await get(server.url, path, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(br.headers.vary).toBe('Accept-Encoding');
      expect(decode(br)).toBe(plain.body.toString('utf8'));
      const gz = await get(server.url, path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decode(gz)).toBe(plain.body.toString('utf8'));
    }
    expect((await get(server.url, script!, { 'accept-encoding': 'br' })).headers['cache-control']).toContain(
      'immutable',
    );
  });
});
