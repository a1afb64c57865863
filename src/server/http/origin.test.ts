import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from './origin.ts';

const site = 'https://peetam.example';
const request = (method: string, headers: Record<string, string>) =>
  new Request(`${site}/api/event`, { method, headers });

describe('isCrossSiteWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(isCrossSiteWrite(request('GET', { cookie: 'session=x', origin: 'https://evil.example' }), site)).toBe(false);
  });
  it('refuses a form post or a cookie request from another site, or with no origin at all', () => {
    expect(
      isCrossSiteWrite(
        request('POST', { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' }),
        site,
      ),
    ).toBe(true);
    expect(isCrossSiteWrite(request('DELETE', { cookie: 'session=x' }), site)).toBe(true);
    expect(
      isCrossSiteWrite(request('POST', { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' }), site),
    ).toBe(true);
  });
  it('accepts our own origin, or our own Referer when the Origin is missing', () => {
    expect(
      isCrossSiteWrite(
        request('POST', { 'content-type': 'multipart/form-data', origin: site, cookie: 'session=x' }),
        site,
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(request('PUT', { cookie: 'session=x', referer: `${site}/admin` }), site)).toBe(false);
  });
  it('lets a Bearer API client through without an Origin, and a JSON client without cookies', () => {
    expect(
      isCrossSiteWrite(
        request('POST', { 'content-type': 'multipart/form-data; boundary=x', authorization: 'Bearer abc' }),
        site,
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(request('POST', { 'content-type': 'application/json' }), site)).toBe(false);
  });
});
