import { describe, expect, it } from 'vitest';
import { RequestError } from './errors.ts';
import { badAddressHtml, badAddressResponse, escapeHtml, plainPage, refusalResponse } from './refusal.ts';

const t = (key: string) => `«${key}»`;

describe('refusals before any page', () => {
  it('escapes the five characters that could open markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });

  it('a plain page has the language, an escaped title and the paragraphs, and is not indexed', () => {
    const html = plainPage('te', 'A <b> title', ['<p>one</p>', '<p>two</p>']);
    expect(html).toMatch(/^<!doctype html><html lang="te">/);
    expect(html).toContain('<title>A &#60;b&#62; title</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1 style="color:#561313">A &#60;b&#62; title</h1><p>one</p><p>two</p></body></html>');
  });

  it('a broken address is a 400 page in both languages that is never kept', async () => {
    const res = badAddressResponse();
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe(badAddressHtml);
    expect(badAddressHtml).toContain('<p lang="te">');
    expect(badAddressHtml).toContain('<a href="/te">');
  });

  it('under /api a refusal is the JSON every API error is', async () => {
    const res = refusalResponse(new RequestError(413, 'request.tooLarge'), { api: true, lang: 'en', t });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: '«request.tooLarge»', fields: {} });
  });

  it("elsewhere a page in the visitor's language, with its headers, a way back and a way home", async () => {
    const error = new RequestError(429, 'request.slow', undefined, undefined, { 'retry-after': '60' });
    const res = refusalResponse(error, { api: false, lang: 'te', t, back: '/donate?a=1&b=2' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="te">');
    expect(html).toContain('<title>«request.refused.title»</title>');
    expect(html).toContain('<p>«request.slow»</p>');
    expect(html).toContain(
      '<a href="/te/donate?a=1&#38;b=2" style="color:#7a1f1f;font-weight:700">«request.refused.back»</a>',
    );
    expect(html).toContain('<a href="/te" style="color:#7a1f1f;font-weight:700">«error.notFound.home»</a>');
  });

  it('without a way back, only the way home', async () => {
    const html = await refusalResponse(new RequestError(400, 'x'), { api: false, lang: 'en', t }).text();
    expect(html).not.toContain('request.refused.back');
    expect(html).toContain('<a href="/" style');
  });
});
