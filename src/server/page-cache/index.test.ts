import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { PageCache, type Lookup, type Miss } from './index.ts';
import { bumpContentVersion } from './version.ts';

let kit: ContentKit;
beforeAll(async () => {
  kit = await openContentKit();
});
afterAll(() => kit?.close());

const page = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'self'",
      ...headers,
    },
  });

const asMiss = (found: Lookup): Miss => {
  if ('page' in found) throw new Error('expected a miss');
  return found;
};
const text = (found: Lookup) => {
  if (!('page' in found)) throw new Error('expected a hit');
  return new TextDecoder().decode(found.page.body);
};

function cacheAt(clock: { now: number; day: string }) {
  return new PageCache(kit.deps.db, {
    maxBytes: 1_000_000,
    maxEntries: 100,
    ttlMs: 60_000,
    pages: new Set(['/']),
    now: () => clock.now,
    day: () => clock.day,
  });
}

describe('the page cache', () => {
  it('gives a kept page a smaller brotli after the answer, which still reads as the page', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    const html = Array.from(
      { length: 400 },
      (_, i) => `<li class="row"><a href="/events/${i}">Event ${i} at the ashram</a></li>`,
    ).join('\n');
    const sent = await cache.keep(asMiss(await cache.lookup('/events', '')), page(html), 'br');
    const made = new Uint8Array(await sent.arrayBuffer());
    let refined = made;
    for (let tries = 0; tries < 100 && refined.byteLength === made.byteLength; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const again = await cache.lookup('/events', '');
      if ('page' in again) refined = again.page.encoded.br!;
    }
    expect(refined.byteLength).toBeLessThan(made.byteLength);
    expect(brotliDecompressSync(refined).toString('utf8')).toBe(html);
  });

  it('makes one page smaller at a time: a page kept meanwhile keeps its brotli until asked for again (a crawler costs no more)', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    const html = (name: string) => Array.from({ length: 400 }, (_, i) => `<p>Line ${i} of the ${name}</p>`).join('');
    const paths = ['/one', '/two'];
    const misses = await Promise.all(paths.map(async (path) => asMiss(await cache.lookup(path, ''))));
    const sent = await Promise.all(paths.map((path, i) => cache.keep(misses[i]!, page(html(path)), 'br')));
    const made = await Promise.all(sent.map(async (response) => new Uint8Array(await response.arrayBuffer())));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A lookup answers with the page as held now (the one it sets off is made after).
    const held = await Promise.all(
      paths.map(async (path) => {
        const found = await cache.lookup(path, '');
        if (!('page' in found)) throw new Error('expected a hit');
        return found.page.encoded.br!;
      }),
    );
    // Both were kept together: one was made smaller, the other waits for its next visit.
    expect(held.filter((br, i) => br.byteLength < made[i]!.byteLength)).toHaveLength(1);
    const waiting = held.findIndex((br, i) => br.byteLength === made[i]!.byteLength);
    expect(held[waiting]).toEqual(made[waiting]);
  });

  it('answers the second visit from memory with the headers of the first, marked as a miss then', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    const miss = asMiss(await cache.lookup('/aboutus', ''));
    const sent = await cache.keep(miss, page('About'));
    expect(sent.headers.get('x-cache')).toBe('miss');
    expect(await sent.text()).toBe('About');
    const found = await cache.lookup('/aboutus', '');
    expect(text(found)).toBe('About');
    if ('page' in found)
      expect(Object.fromEntries(found.page.headers)['content-security-policy']).toBe("default-src 'self'");
  });

  it('forgets everything when the content version changes, whichever instance changed it', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    await cache.keep(asMiss(await cache.lookup('/', '')), page('Old'));
    expect(text(await cache.lookup('/', ''))).toBe('Old');
    await bumpContentVersion(kit.deps.db); // as another instance does
    asMiss(await cache.lookup('/', ''));
  });

  it('gets its version row back after a restore from before the row existed', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    await cache.keep(asMiss(await cache.lookup('/shipping', '')), page('Shipping'));
    await kit.deps.db.deleteFrom('content_version').execute();
    asMiss(await cache.lookup('/shipping', ''));
    await cache.contentChanged();
    expect(await kit.deps.db.selectFrom('content_version').select('id').execute()).toEqual([{ id: 1 }]);
  });

  it('does not keep a page whose rendering overlapped a change', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    const miss = asMiss(await cache.lookup('/donate', ''));
    await cache.contentChanged();
    await cache.keep(miss, page('Rendered while an admin saved'));
    asMiss(await cache.lookup('/donate', ''));
  });

  it('moves to a new page at midnight in India and after its lifetime', async () => {
    const clock = { now: 0, day: '2026-01-14' };
    const cache = cacheAt(clock);
    await cache.keep(asMiss(await cache.lookup('/events/upcomingevents', '')), page('Upcoming on the 14th'));
    expect(text(await cache.lookup('/events/upcomingevents', ''))).toBe('Upcoming on the 14th');
    clock.day = '2026-01-15';
    asMiss(await cache.lookup('/events/upcomingevents', ''));
    await cache.keep(asMiss(await cache.lookup('/events/upcomingevents', '')), page('Upcoming on the 15th'));
    clock.now += 60_001;
    asMiss(await cache.lookup('/events/upcomingevents', ''));
  });

  it('sends but does not keep an error or a page that sets a cookie', async () => {
    const cache = cacheAt({ now: 0, day: '2026-01-14' });
    const notFound = await cache.keep(
      asMiss(await cache.lookup('/gallery', '?date=2020-01-01')),
      new Response('gone', { status: 404, headers: { 'content-type': 'text/html' } }),
    );
    expect(notFound.status).toBe(404);
    asMiss(await cache.lookup('/gallery', '?date=2020-01-01'));
    await cache.keep(asMiss(await cache.lookup('/contact', '')), page('Form', { 'set-cookie': 'flash=x' }));
    asMiss(await cache.lookup('/contact', ''));
  });
});
