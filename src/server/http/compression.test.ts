import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, compressResponse, varyOnEncoding } from './compression.ts';

const page = 'ఓం నమః శివాయ — '.repeat(400);
const html = (body = page) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const asking = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://site/', { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as the client allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});

describe('compressResponse', () => {
  it('sends a page in brotli or gzip that decodes to the same text, naming Accept-Encoding in Vary', async () => {
    const br = await compressResponse(asking('gzip, br'), html());
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(page) / 10);

    const gz = await compressResponse(asking('gzip'), html());
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(page);
  });

  it('leaves alone what a client cannot decode, what is small, and what is not text', async () => {
    const plain = await compressResponse(asking(), html());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(page);

    expect((await compressResponse(asking('br'), html('short'))).headers.get('content-encoding')).toBeNull();
    const pdf = new Response(new Uint8Array(5000), { headers: { 'content-type': 'application/pdf' } });
    expect((await compressResponse(asking('br'), pdf)).headers.get('content-encoding')).toBeNull();
  });

  it('compresses an answer made for one request at the fastest levels, a kept page smaller', async () => {
    const body = Buffer.from(page);
    const brotliAt = (quality: number, window?: number) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          ...(window ? { [constants.BROTLI_PARAM_LGWIN]: window } : {}),
        },
      });
    const sent = Buffer.from(await (await compressResponse(asking('br'), html())).arrayBuffer());
    expect(sent.equals(brotliAt(0, 18))).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(page);
    expect(Buffer.from(await compress(body, 'br', 'kept')).equals(brotliAt(6))).toBe(true);
    // gzip's header holds no time or name from zlib, so equal settings give equal bytes.
    const gzipped = Buffer.from(await (await compressResponse(asking('gzip'), html())).arrayBuffer());
    expect(gzipped.equals(gzipSync(body, { level: 1 }))).toBe(true);
    expect(Buffer.from(await compress(body, 'gzip', 'kept')).equals(gzipSync(body, { level: 9 }))).toBe(true);
  });

  it('keeps a Vary the response had', () => {
    expect(varyOnEncoding('Cookie')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
  });
});
