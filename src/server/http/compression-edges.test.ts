import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponse, isCompressible, MIN_COMPRESS_BYTES, varyOnEncoding } from './compression.ts';

const asking = (method = 'GET', acceptEncoding = 'br') =>
  new Request('http://localhost/', { method, headers: { 'accept-encoding': acceptEncoding } });
const text = (bytes: number, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 || status === 304 ? null : 'a'.repeat(bytes), {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  });

describe('what is worth compressing', () => {
  it('text, JSON, XML, SVG and the manifest, however the type is written; not images', () => {
    for (const type of [
      'text/css',
      ' Text/HTML ; charset=utf-8',
      'application/json',
      'application/xml',
      'image/svg+xml',
    ])
      expect(isCompressible(type), type).toBe(true);
    expect(isCompressible('application/manifest+json')).toBe(true);
    for (const type of ['image/png', 'application/pdf', '', null, undefined, 'application/jsonx'])
      expect(isCompressible(type), String(type)).toBe(false);
  });

  it('no Accept-Encoding, no encoding', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
  });

  it('adds Accept-Encoding to Vary once, keeping the names it had, tidily', () => {
    expect(varyOnEncoding(' Cookie ,, ')).toBe('Cookie, Accept-Encoding');
    expect(varyOnEncoding('Cookie, accept-encoding')).toBe('Cookie, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
  });
});

describe('an answer compressed for its request', () => {
  it('leaves alone an answer without a body, one encoded already, and a 204, 304 or 206', async () => {
    for (const response of [
      text(2000, 204),
      text(2000, 304),
      text(2000, 206, { 'content-range': 'bytes 0-1999/5000' }),
      text(2000, 200, { 'content-encoding': 'gzip' }),
      new Response(null, { headers: { 'content-type': 'text/html' } }),
    ])
      expect(await compressResponse(asking(), response)).toBe(response);
  });

  it('compresses from MIN_COMPRESS_BYTES on, and says so in its headers', async () => {
    const small = await compressResponse(asking(), text(MIN_COMPRESS_BYTES - 1));
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.text()).toBe('a'.repeat(MIN_COMPRESS_BYTES - 1));
    const big = await compressResponse(asking(), text(MIN_COMPRESS_BYTES, 201));
    expect(big.status).toBe(201);
    expect(big.headers.get('content-encoding')).toBe('br');
    const body = new Uint8Array(await big.arrayBuffer());
    expect(big.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(MIN_COMPRESS_BYTES);
  });

  it('answers a HEAD with the headers and no body', async () => {
    const compressed = await compressResponse(asking('HEAD'), text(5000));
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.body).toBeNull();
    const plain = await compressResponse(asking('HEAD', ''), text(5000));
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain.body).toBeNull();
  });
});
