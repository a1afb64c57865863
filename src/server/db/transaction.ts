import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A transaction that knows what to do once it has committed: work that must not start before
 * the rows it needs are visible to everyone (sending the mail just queued), and must not happen
 * at all if they are rolled back.
 */
type Hook = (db: Kysely<Database>) => unknown;
const open = new WeakMap<Kysely<Database>, { root: Kysely<Database>; hooks: Hook[] }>();

/** Runs `work` in a transaction; what `afterCommit` registered in it runs once it has committed. */
export async function transaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  const hooks: Hook[] = [];
  const result = await db.transaction().execute((trx) => {
    open.set(trx, { root: db, hooks });
    return work(trx);
  });
  // Awaited, so the answer goes once the mail is queued: a reader of the outbox then finds it.
  for (const hook of hooks) await hook(db);
  return result;
}

/**
 * Runs `hook` with a connection outside any transaction: now when `db` is not one, after the
 * commit when it is one opened by `transaction`, never when that is rolled back.
 */
export function afterCommit(db: Kysely<Database>, hook: Hook): void {
  if (!db.isTransaction) {
    void hook(db);
    return;
  }
  const state = open.get(db);
  // A transaction opened with db.transaction() directly cannot say when it commits.
  if (!state) throw new Error('afterCommit needs a transaction opened by transaction() (src/server/db/transaction.ts)');
  state.hooks.push(hook);
}
