import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { openSqlite, SiteSqliteDialect } from '../db/sqlite.ts';
import { guardedDialect } from '../db/unavailable.ts';
import { PageCache, type Lookup } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-cache-outage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A database that can be taken away: every statement then fails as a refused connection does. */
function awayableDatabase() {
  const file = openSqlite(join(dir, 'site.db'));
  const state = { away: false };
  const refused = () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  const database = {
    close: () => file.close(),
    inTransaction: () => file.inTransaction(),
    prepare: (text: string) => {
      if (state.away) throw refused();
      return file.prepare(text);
    },
  };
  return { db: new Kysely<Database>({ dialect: guardedDialect(new SiteSqliteDialect({ database })) }), state };
}

const page = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
const hit = (found: Lookup) => ('page' in found ? new TextDecoder().decode(found.page.body) : undefined);

describe('the page cache while the database is away', () => {
  it('sends what it holds, however old, and keeps nothing rendered meanwhile', async () => {
    const { db, state } = awayableDatabase();
    await migrateToLatest(db);
    const clock = { now: 0 };
    const cache = new PageCache(db, {
      maxBytes: 1_000_000,
      maxEntries: 100,
      ttlMs: 60_000,
      pages: new Set(['/']),
      now: () => clock.now,
      day: () => '2026-01-14',
    });
    const first = await cache.lookup('/', '');
    if ('page' in first) throw new Error('expected a miss');
    await cache.keep(first, page('Home'));

    state.away = true;
    clock.now = 10 * 60_000; // long past its time: with the database there it would be rendered again
    expect(hit(await cache.lookup('/', ''))).toBe('Home');
    const other = await cache.lookup('/aboutus', '');
    expect(other).toMatchObject({ version: null });
    if (!('page' in other)) await cache.keep(other, page('About, rendered from who knows what'));

    state.away = false;
    expect(hit(await cache.lookup('/aboutus', ''))).toBeUndefined();
    // Back, the page past its time is rendered again.
    expect(hit(await cache.lookup('/', ''))).toBeUndefined();
    await db.destroy();
  });
});
