import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { batchedLookup } from '../db/batched-lookup.ts';
import { preparedQuery } from '../db/prepared.ts';

// Read for every page a visitor asks: compiled once (../db/prepared.ts).
const contentVersion = preparedQuery((db) => db.selectFrom('content_version').select('version').where('id', '=', 1));

export async function readContentVersion(db: Kysely<Database>): Promise<string> {
  const [row] = await contentVersion(db);
  return row?.version ?? '';
}

/**
 * A new random token rather than a counter: a restored backup brings back an older token, which
 * still differs from the one every instance holds, so their cached pages go too.
 */
export async function bumpContentVersion(db: Kysely<Database>): Promise<string> {
  const version = randomBytes(9).toString('base64url');
  const changed_at = new Date().toISOString();
  // An upsert: a database restored from before the table had its row still gets one.
  await db
    .insertInto('content_version')
    .values({ id: 1, version, changed_at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ version, changed_at }))
    .execute();
  return version;
}

/**
 * Reads the version at most once at a time. A caller arriving while a read is under way waits
 * for the next read, which starts after it arrived: joining the running one could return a
 * version read before an edit the caller already saw confirmed. Under load, hundreds of
 * visitors share a handful of queries instead of queueing for the connection pool. The rule
 * is batchedLookup's, with one key.
 */
export function batchedReader(read: () => Promise<string>): () => Promise<string> {
  const lookup = batchedLookup(async () => new Map([['', await read()]]), Number.POSITIVE_INFINITY);
  return async () => (await lookup('')) ?? '';
}
