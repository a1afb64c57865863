import { describe, expect, it } from 'vitest';
import { cacheablePages } from '#src/features/site/routes.ts';
import {
  cacheKey,
  isAdminChange,
  isCacheableForSession,
  isCacheableRequest as isCacheableFor,
  isStorableResponse,
  type RequestLike,
} from './policy.ts';

const isCacheableRequest = (request: RequestLike, path: string, search: string) =>
  isCacheableFor(request, path, search, cacheablePages);

const request = (headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  header: (name: string) => headers[name] ?? null,
});

describe('which requests the page cache may answer', () => {
  it('answers an anonymous GET of a public page in either language, with or without a trailing slash', () => {
    for (const path of ['/', '/te', '/events/upcomingevents', '/te/events/upcomingevents/', '/gallery', '/aboutus']) {
      expect(isCacheableRequest(request(), path, ''), path).toBe(true);
    }
    expect(isCacheableRequest(request(), '/gallery', '?date=2026-01-14')).toBe(true);
  });

  it('never answers a request with a cookie or an Authorization header, or a write', () => {
    expect(isCacheableRequest(request({ cookie: 'session=abc' }), '/', '')).toBe(false);
    expect(isCacheableRequest(request({ cookie: 'flash=auth.login.success' }), '/', '')).toBe(false);
    expect(isCacheableRequest(request({ authorization: 'Bearer abc' }), '/', '')).toBe(false);
    for (const method of ['POST', 'PUT', 'DELETE', 'HEAD'])
      expect(isCacheableRequest(request({}, method), '/contact', ''), method).toBe(false);
  });

  it('never answers admin, API, upload or account pages, or an unknown path', () => {
    for (const path of [
      '/admin',
      '/admin/post',
      '/te/admin',
      '/api/event',
      '/api/event/upcoming-events',
      '/uploads/events/x.webp',
      '/login',
      '/te/signup',
      '/forgot',
      '/setpassword',
      '/complete',
      '/donationpayment',
      '/nowhere',
      '/sitemap.xml',
    ]) {
      expect(isCacheableRequest(request(), path, ''), path).toBe(false);
    }
    expect(cacheablePages.has('/login')).toBe(false);
  });

  it('gives an over-long query a fresh page instead of a place in memory', () => {
    expect(isCacheableRequest(request(), '/vastu', `?x=${'a'.repeat(300)}`)).toBe(false);
  });
});

describe('which signed-in requests a kept page may answer', () => {
  const signedIn = (headers: Record<string, string>, path = '/aboutus', method = 'GET') =>
    isCacheableForSession(request(headers, method), path, '', cacheablePages, '__Host-session');
  it('takes a public page asked with the session cookie alone', () => {
    expect(signedIn({ cookie: '__Host-session=abc' })).toBe(true);
    expect(signedIn({ cookie: '__Host-session=abc' }, '/te/aboutus')).toBe(true);
  });
  it('leaves any other cookie, an Authorization header, a write and a non-public page to be rendered', () => {
    expect(signedIn({ cookie: '__Host-session=abc; flash=saved' })).toBe(false);
    expect(signedIn({ cookie: 'other=abc' })).toBe(false);
    expect(signedIn({})).toBe(false);
    expect(signedIn({ cookie: '__Host-session=abc', authorization: 'Bearer x' })).toBe(false);
    expect(signedIn({ cookie: '__Host-session=abc' }, '/aboutus', 'POST')).toBe(false);
    expect(signedIn({ cookie: '__Host-session=abc' }, '/admin/events')).toBe(false);
    expect(signedIn({ cookie: '__Host-session=abc' }, '/login')).toBe(false);
  });
});

describe('which answers are kept', () => {
  const html = (init: ResponseInit = {}) =>
    new Response('<p>x</p>', {
      status: 200,
      ...init,
      headers: { 'content-type': 'text/html', ...(init.headers as object) },
    });

  it('keeps a plain 200 HTML page', () => {
    expect(isStorableResponse(html())).toBe(true);
  });

  it('keeps no error, redirect, cookie-setting, private or non-HTML answer', () => {
    expect(isStorableResponse(html({ status: 404 }))).toBe(false);
    expect(isStorableResponse(html({ status: 500 }))).toBe(false);
    expect(isStorableResponse(new Response(null, { status: 303, headers: { location: '/' } }))).toBe(false);
    expect(isStorableResponse(html({ headers: { 'set-cookie': 'flash=x' } }))).toBe(false);
    expect(isStorableResponse(html({ headers: { 'cache-control': 'private, no-store' } }))).toBe(false);
    expect(isStorableResponse(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
  });
});

describe('the key', () => {
  it('keeps languages, queries and days apart', () => {
    const keys = new Set([
      cacheKey('/events/upcomingevents', '', '2026-01-14'),
      cacheKey('/te/events/upcomingevents', '', '2026-01-14'),
      cacheKey('/events/upcomingevents', '', '2026-01-15'),
      cacheKey('/gallery', '?date=2026-01-14', '2026-01-14'),
      cacheKey('/gallery', '', '2026-01-14'),
    ]);
    expect(keys.size).toBe(5);
  });
});

describe('what counts as an admin change', () => {
  it('is a write by an Admin that was not refused: JSON 200/201, a form answered 303, even a 500', () => {
    expect(isAdminChange('PUT', 'Admin', 200)).toBe(true);
    expect(isAdminChange('POST', 'Admin', 201)).toBe(true);
    expect(isAdminChange('POST', 'Admin', 303)).toBe(true);
    expect(isAdminChange('DELETE', 'Admin', 204)).toBe(true);
    expect(isAdminChange('PATCH', 'Admin', 500)).toBe(true);
  });

  it('is not a read, a refused write, or a write by a visitor or a User', () => {
    expect(isAdminChange('GET', 'Admin', 200)).toBe(false);
    expect(isAdminChange('POST', 'Admin', 400)).toBe(false);
    expect(isAdminChange('PUT', 'Admin', 404)).toBe(false);
    expect(isAdminChange('POST', 'User', 200)).toBe(false);
    expect(isAdminChange('POST', undefined, 303)).toBe(false);
  });
});

describe('the edges of a request', () => {
  it('reads the edges of a request: slashes, an empty cookie, the longest query', () => {
    expect(isCacheableRequest(request(), '/aboutus//', '')).toBe(true);
    expect(isCacheableRequest(request({ cookie: '  ' }), '/', '')).toBe(true);
    expect(isCacheableRequest(request(), '/vastu', `?${'a'.repeat(255)}`)).toBe(true);
    expect(isCacheableRequest(request(), '/vastu', `?${'a'.repeat(256)}`)).toBe(false);
  });

  it("a signed-in visitor's session cookie is found however the header is spaced; a long query is still fresh", () => {
    const pages = new Set(['/']);
    const signedIn = (cookie: string, search = '') =>
      isCacheableForSession(request({ cookie }), '/', search, pages, 'sid');
    expect(signedIn(' sid=abc; ')).toBe(true);
    expect(signedIn('sid=abc', `?${'a'.repeat(255)}`)).toBe(true);
    expect(signedIn('sid=abc', `?${'a'.repeat(256)}`)).toBe(false);
  });
});
