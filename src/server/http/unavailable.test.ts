import { describe, expect, it } from 'vitest';
import { answerKind, unavailableAnswer, unavailableResponse } from './unavailable.ts';

const translators = (lang: string) => (key: string) => `${lang}:${key}`;

describe('the answer while the database is away', () => {
  it('knows API paths and their language, ?lang=te included', () => {
    expect(answerKind('/api')).toEqual({ api: true, lang: 'en' });
    expect(answerKind('/api/events', '?lang=te')).toEqual({ api: true, lang: 'te' });
    expect(answerKind('/api/events', '?lang=fr')).toEqual({ api: true, lang: 'en' });
    expect(answerKind('/te/api/events')).toEqual({ api: true, lang: 'te' });
    expect(answerKind('/apiary')).toEqual({ api: false, lang: 'en' });
    // A page's language is its path's; ?lang asks only the API.
    expect(answerKind('/events', '?lang=te')).toEqual({ api: false, lang: 'en' });
    expect(answerKind('/te/events')).toEqual({ api: false, lang: 'te' });
  });

  it('the API gets 503 JSON with Retry-After, never kept', () => {
    expect(unavailableAnswer({ api: true, lang: 'te' }, translators)).toEqual({
      status: 503,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' },
      body: JSON.stringify({ message: 'te:unavailable.api' }),
    });
  });

  it("a page gets both languages, the visitor's first as the heading", async () => {
    const res = unavailableResponse({ api: false, lang: 'te' }, translators);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<html lang="te">');
    expect(html).toContain('<h1 style="color:#561313">te:unavailable.title</h1><p lang="te">te:unavailable.body</p>');
    expect(html).toContain(
      '<p lang="te"><a href="/te" style="color:#7a1f1f;font-weight:700">te:error.notFound.home</a></p>',
    );
    expect(html).toContain(
      '<h2 lang="en" style="color:#561313">en:unavailable.title</h2><p lang="en">en:unavailable.body</p>',
    );
    expect(html).toContain('<a href="/" style="color:#7a1f1f;font-weight:700">en:error.notFound.home</a>');
    expect(html).not.toContain('<h2 lang="te"');

    const english = unavailableAnswer({ api: false, lang: 'en' }, translators).body;
    expect(english.indexOf('en:unavailable.body')).toBeLessThan(english.indexOf('te:unavailable.body'));
    expect(english).toContain('<h2 lang="te"');
  });
});
