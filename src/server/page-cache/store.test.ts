import { describe, expect, it } from 'vitest';
import { PageStore } from './store.ts';

const page = (bytes: number) => ({
  headers: [['content-type', 'text/html']] as [string, string][],
  body: new Uint8Array(bytes),
  encoded: {},
  storedAt: 0,
});

describe('the page store', () => {
  it('drops the least recently used page beyond its entry limit', () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1_000_000 });
    store.set('a', page(10));
    store.set('b', page(10));
    store.get('a');
    store.set('c', page(10));
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('stays within its byte limit and refuses a page larger than all of it', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 3_000 });
    for (const key of ['a', 'b', 'c', 'd']) store.set(key, page(900));
    expect(store.bytes).toBeLessThanOrEqual(3_000);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('d')).toBeDefined();
    store.set('huge', page(5_000));
    expect(store.get('huge')).toBeUndefined();
    store.clear();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('counts a replaced page once', () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 10_000 });
    store.set('a', page(1_000));
    const once = store.bytes;
    store.set('a', page(1_000));
    expect(store.bytes).toBe(once);
  });

  it('counts a page as its bytes in every encoding, its headers and a fixed overhead', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 1_000_000 });
    store.set('a', { ...page(100), encoded: { br: new Uint8Array(10), gzip: new Uint8Array(20) } });
    // 100 + 10 + 20 + 'content-type' (12) + 'text/html' (9) + 64
    expect(store.bytes).toBe(215);
  });

  it('keeps a page exactly the size of its limit; one byte more replaces nothing', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 1_000 });
    const exact = page(1_000 - 21 - 64);
    store.set('a', exact);
    expect(store.get('a')).toBe(exact);
    store.set('a', page(1_000 - 21 - 64 + 1));
    expect(store.get('a')).toBe(exact);
  });

  it('forgets a page deleted', () => {
    const store = new PageStore({ maxEntries: 100, maxBytes: 1_000_000 });
    store.set('a', page(10));
    store.delete('a');
    expect(store.get('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
