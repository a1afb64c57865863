import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { getPageCache, PageCache } from './index.ts';

let kit: ContentKit;
beforeAll(async () => {
  kit = await openContentKit();
});
afterAll(() => kit?.close());

const anonymous = { method: 'GET', header: () => null };
const signedIn = { method: 'GET', header: (name: string) => (name === 'cookie' ? 'sid=1' : null) };

describe("the process's page cache", () => {
  it('is made once, from the settings, and answers for the pages it was given', () => {
    const config = { PAGE_CACHE: 'on' as const, PAGE_CACHE_MB: 1, PAGE_CACHE_SECONDS: 60 };
    const cache = getPageCache(kit.deps.db, config, new Set(['/aboutus']));
    expect(cache).toBeInstanceOf(PageCache);
    expect(getPageCache(kit.deps.db, { ...config, PAGE_CACHE: 'off' }, new Set())).toBe(cache);
    expect(cache!.accepts(anonymous, '/te/aboutus', '')).toBe(true);
    expect(cache!.accepts(anonymous, '/gallery', '')).toBe(false);
    expect(cache!.acceptsSignedIn(signedIn, '/aboutus', '', 'sid')).toBe(true);
    expect(cache!.acceptsSignedIn(signedIn, '/aboutus', '', 'other')).toBe(false);
  });
});
