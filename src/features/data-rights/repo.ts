import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { ConsentPurpose, DataRequestKind } from './tables.ts';

/** The only code that touches this feature's own tables. */

export async function insertConsent(
  db: Kysely<Database>,
  row: {
    purpose: ConsentPurpose;
    record_ref: string;
    user_id: number | null;
    email: string | null;
    notice_version: number;
    given_at: string;
  },
) {
  await db.insertInto('consents').values(row).execute();
}

export const consentsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('consents')
    .select(['purpose', 'record_ref', 'notice_version', 'given_at', 'withdrawn_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** Withdraws every consent the account gave that is still in force; the number withdrawn. */
export async function withdrawConsents(db: Kysely<Database>, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('consents')
    .set({ withdrawn_at: at })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** After an erasure the rows stay as proof that a notice was given, tied to nobody. */
export async function detachConsents(db: Kysely<Database>, userId: number, at: string) {
  await db
    .updateTable('consents')
    .set({ withdrawn_at: at })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .execute();
  await db.updateTable('consents').set({ user_id: null, email: null }).where('user_id', '=', userId).execute();
}

export async function insertRequest(
  db: Kysely<Database>,
  row: {
    kind: DataRequestKind;
    user_id: number | null;
    requester: string;
    what_wrong: string;
    should_be: string;
    status: 'open' | 'done';
    created_at: string;
    due_at: string;
    done_at?: string | null;
    done_by?: string | null;
    note?: string | null;
  },
) {
  return db.insertInto('data_requests').values(row).returning('id').executeTakeFirstOrThrow();
}

export const requestsOf = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('data_requests')
    .select(['kind', 'what_wrong', 'should_be', 'status', 'created_at', 'due_at', 'done_at', 'note'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** Open requests first, the nearest due date first; then the answered ones, newest first. */
export const listRequests = (db: Kysely<Database>) =>
  db
    .selectFrom('data_requests')
    .selectAll()
    .orderBy('status', 'desc')
    .orderBy('due_at')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();

export const findRequest = (db: Kysely<Database>, id: number) =>
  db.selectFrom('data_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks an open request done; false when it was not open (answered already, or none). */
export async function markRequestDone(
  db: Kysely<Database>,
  id: number,
  change: { done_at: string; done_by: string; note: string },
): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({ status: 'done', ...change })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The account's own requests lose their link to it; the masked requester stays for the office. */
export async function detachRequests(db: Kysely<Database>, userId: number, requester: string) {
  await db.updateTable('data_requests').set({ user_id: null, requester }).where('user_id', '=', userId).execute();
}
