import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentKit, type ContentKit } from '#tests/support/content-kit.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { PageCache, pageResponse, pageVariant, type Lookup, type Miss } from './index.ts';
import { bumpContentVersion, readContentVersion } from './version.ts';

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

  it(
    'makes one page smaller at a time: a page kept meanwhile keeps its brotli ' +
      'until asked for again (a crawler costs no more)',
    async () => {
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
      // Its next visit sets it off.
      let later = held[waiting]!;
      for (let tries = 0; tries < 100 && later.byteLength === made[waiting]!.byteLength; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const found = await cache.lookup(paths[waiting]!, '');
        if ('page' in found) later = found.page.encoded.br!;
      }
      expect(later.byteLength).toBeLessThan(made[waiting]!.byteLength);
    },
  );

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

describe('what the page cache keeps, and for how long', () => {
  /** The site's database, or an error in its place while `failure` is set (built or compiled queries alike). */
  let failure: Error | null = null;
  const flaky = () =>
    new Proxy(kit.deps.db, {
      get(target, prop) {
        if ((prop === 'selectFrom' || prop === 'executeQuery') && failure) {
          const error = failure;
          return () => {
            throw error;
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const cacheOn = (db: typeof kit.deps.db, clock: { now: number }, maxBytes = 1_000_000) =>
    new PageCache(db, {
      maxBytes,
      maxEntries: 100,
      ttlMs: 60_000,
      pages: new Set(['/']),
      now: () => clock.now,
      day: () => '2026-01-14',
    });
  const waitFor = async (done: () => Promise<boolean>) => {
    for (let tries = 0; tries < 200 && !(await done()); tries++) await new Promise((r) => setTimeout(r, 20));
  };
  const words = (seed: string, n: number) =>
    Array.from({ length: n }, (_, i) => `<p>${seed} ${(i * 7919) % 10007} ${(i * 104729) % 1009}</p>`).join('');

  it('serves a page for exactly its lifetime, then drops it', async () => {
    const clock = { now: 1_000_000 };
    const cache = cacheOn(kit.deps.db, clock);
    await cache.keep(asMiss(await cache.lookup('/seva', '')), page('Seva'));
    clock.now += 60_000;
    expect(text(await cache.lookup('/seva', ''))).toBe('Seva');
    clock.now += 1;
    asMiss(await cache.lookup('/seva', ''));
    // Dropped, not merely passed over: a clock set back does not bring it back.
    clock.now -= 60_001;
    asMiss(await cache.lookup('/seva', ''));
  });

  it(
    'while the database is away, sends a held page however old ' +
      'and keeps nothing new; ' +
      'other errors are thrown',
    async () => {
      const clock = { now: 0 };
      const cache = cacheOn(flaky(), clock);
      await cache.keep(asMiss(await cache.lookup('/held', '')), page('Held'));
      failure = new DatabaseUnavailable('ECONNREFUSED');
      try {
        clock.now = 10 * 60_000;
        expect(text(await cache.lookup('/held', ''))).toBe('Held');
        const miss = asMiss(await cache.lookup('/new', ''));
        expect(miss.version).toBeNull();
        await cache.keep(miss, page('New'));
        asMiss(await cache.lookup('/new', ''));
        failure = new Error('a bug');
        await expect(cache.lookup('/held', '')).rejects.toThrow('a bug');
      } finally {
        failure = null;
      }
    },
  );

  it('marks an answer it does not keep as a miss', async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    const sent = await cache.keep(asMiss(await cache.lookup('/x', '')), new Response('gone', { status: 404 }));
    expect(sent.headers.get('x-cache')).toBe('miss');
  });

  it("narrows a kept HTML page's script policy to the inline scripts it holds", async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    const policy = "script-src 'self' 'sha256-unused'";
    await cache.keep(
      asMiss(await cache.lookup('/csp', '')),
      page('<p>No script</p>', { 'content-security-policy': policy }),
    );
    const found = await cache.lookup('/csp', '');
    if (!('page' in found)) throw new Error('expected a hit');
    expect(Object.fromEntries(found.page.headers)['content-security-policy']).toBe("script-src 'self'");
  });

  it('keeps a page of 1 MiB, not one byte more', async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 }, 10_000_000);
    const limit = 1024 * 1024;
    await cache.keep(asMiss(await cache.lookup('/big', '')), page('a'.repeat(limit)));
    expect('page' in (await cache.lookup('/big', ''))).toBe(true);
    const sent = await cache.keep(asMiss(await cache.lookup('/bigger', '')), page('a'.repeat(limit + 1)));
    expect((await sent.text()).length).toBe(limit + 1);
    asMiss(await cache.lookup('/bigger', ''));
  });

  it("drops everything kept here on this instance's own change", async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    await cache.keep(asMiss(await cache.lookup('/', '')), page('Before'));
    await cache.contentChanged();
    asMiss(await cache.lookup('/', ''));
  });

  it('answers in brotli or gzip as asked, from the encodings made when the page was kept', async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    const html = words('encodings', 200);
    const miss = asMiss(await cache.lookup('/enc', ''));
    const br = await cache.keep(miss, page(html), 'br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString('utf8')).toBe(html);
    const found = await cache.lookup('/enc', '');
    if (!('page' in found)) throw new Error('expected a hit');
    const gzip = pageResponse(found.page, 'gzip');
    expect(gzip.headers.get('x-cache')).toBe('hit');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const body = new Uint8Array(await gzip.arrayBuffer());
    expect(gunzipSync(body).toString('utf8')).toBe(html);
    expect(gzip.headers.get('content-length')).toBe(String(body.byteLength));
  });

  it('sends the page as it is for an encoding it holds none of', () => {
    const body = new TextEncoder().encode('plain');
    const held = { headers: [['content-type', 'text/html']] as [string, string][], body, encoded: {}, storedAt: 0 };
    expect(pageVariant(held, 'br')).toEqual({ headers: held.headers, body });
  });

  it('after one page is made smaller, the next page kept is made smaller too', async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    const smaller = async (path: string, html: string) => {
      const made = new Uint8Array(
        await (await cache.keep(asMiss(await cache.lookup(path, '')), page(html), 'br')).arrayBuffer(),
      );
      let held = made;
      await waitFor(async () => {
        const found = await cache.lookup(path, '');
        if ('page' in found) held = found.page.encoded.br!;
        return held.byteLength < made.byteLength;
      });
      return held.byteLength < made.byteLength;
    };
    expect(await smaller('/first', words('first', 400))).toBe(true);
    expect(await smaller('/second', words('second', 400))).toBe(true);
  });

  it('a smaller encoding made of a page replaced meanwhile is thrown away', async () => {
    const cache = cacheOn(kit.deps.db, { now: 0 });
    await cache.keep(asMiss(await cache.lookup('/replaced', '')), page(words('old', 6000)), 'br');
    // While the old page is being made smaller: an edit, and the new page kept under the new version.
    await cache.contentChanged();
    await cache.keep(asMiss(await cache.lookup('/replaced', '')), page('New'), 'br');
    await new Promise((r) => setTimeout(r, 1500));
    const found = await cache.lookup('/replaced', '');
    if (!('page' in found)) throw new Error('expected a hit');
    expect(brotliDecompressSync(found.page.encoded.br!).toString('utf8')).toBe('New');
  });

  it('reads an empty version when the row is gone', async () => {
    await kit.deps.db.deleteFrom('content_version').execute();
    expect(await readContentVersion(kit.deps.db)).toBe('');
    await bumpContentVersion(kit.deps.db);
  });
});
