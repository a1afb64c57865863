import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Limit {
  /** Most events allowed in one window. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in the database, so a restart does not reset them and several
 * server instances share them. One upsert per event keeps the count right under concurrency.
 */
export async function hit(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<number> {
  const nowText = now.toISOString();
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: nowText })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < ${cutoff} then 1 else rate_limits.count + 1 end`,
        window_start: sql<string>`case when rate_limits.window_start < ${cutoff}
          then ${nowText} else rate_limits.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Counts one event under `key`; true when it goes over the limit and is to be refused. */
export async function overLimit(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<boolean> {
  return (await hit(db, key, limit, now)) > limit.max;
}

/** The events counted in the current window, without adding one. */
export async function peek(db: Kysely<Database>, key: string, limit: Limit, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_start < cutoff) return 0;
  return Number(row.count);
}

/** Removes the counters under `prefix` whose window ended more than `windowMs` ago. */
export async function sweep(db: Kysely<Database>, windowMs: number, prefix: string, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  await db.deleteFrom('rate_limits').where('key', 'like', `${prefix}%`).where('window_start', '<', cutoff).execute();
}
