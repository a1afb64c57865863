import { describe, expect, it } from 'vitest';
import { crossSiteRefusal, isCrossSiteWrite, isSafeMethod } from './origin.ts';

const site = 'https://peetam.example';
const write = (headers: Record<string, string>, method = 'POST') =>
  isCrossSiteWrite(new Request(`${site}/api/x`, { method, headers }), site);

describe('the cross-site guard, at its edges', () => {
  it('GET, HEAD and OPTIONS are safe, in any case; the rest are not', () => {
    for (const method of ['GET', 'head', 'Options']) expect(isSafeMethod(method), method).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(isSafeMethod(method), method).toBe(false);
  });

  it('each form type a browser posts from another page is refused without our origin', () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      ' Text/Plain ; charset=utf-8',
    ])
      expect(write({ 'content-type': type }), type).toBe(true);
  });

  it('only a whole Bearer token lets a cookie request through without an origin', () => {
    expect(write({ cookie: 's=1', authorization: 'bearer   abc' })).toBe(false);
    for (const authorization of ['Bearer abc def', 'Token Bearer abc', 'Bearer '])
      expect(write({ cookie: 's=1', authorization }), authorization).toBe(true);
  });

  it('the refusal is a 403 with its message', () => {
    expect(crossSiteRefusal()).toMatchObject({ status: 403, message: 'request.crossSite' });
  });
});
