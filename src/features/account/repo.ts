import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { DevoteeInput } from './schema.ts';

/** The only code that touches this feature's tables. Every devotee query names its account. */

export interface SavedDevotee {
  id: number;
  name: string;
  gotram: string;
  nakshatram: string;
  rasi: string | null;
}

const devoteeColumns = ['id', 'name', 'gotram', 'nakshatram', 'rasi'] as const;
const shaped = (row: SavedDevotee) => ({ ...row, id: Number(row.id) });

export async function selectDevotees(db: Kysely<Database>, userId: number): Promise<SavedDevotee[]> {
  const rows = await db
    .selectFrom('saved_devotees')
    .select(devoteeColumns)
    .where('user_id', '=', userId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(shaped);
}

/** One of the account's devotees; it has few, so they are read with their list's query. */
export async function selectDevotee(db: Kysely<Database>, userId: number, id: number) {
  return (await selectDevotees(db, userId)).find((d) => d.id === id);
}

export async function countDevotees(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('saved_devotees')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertDevotee(db: Kysely<Database>, userId: number, input: DevoteeInput): Promise<SavedDevotee> {
  const now = nowIso();
  const row = await db
    .insertInto('saved_devotees')
    .values({
      user_id: userId,
      name: input.name,
      gotram: input.gotram,
      nakshatram: input.nakshatram,
      rasi: input.rasi ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning(devoteeColumns)
    .executeTakeFirstOrThrow();
  return shaped(row);
}

/** Undefined when the account has no such devotee: another account's id changes nothing. */
export async function updateDevotee(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: DevoteeInput,
): Promise<SavedDevotee | undefined> {
  const row = await db
    .updateTable('saved_devotees')
    .set({
      name: input.name,
      gotram: input.gotram,
      nakshatram: input.nakshatram,
      rasi: input.rasi ?? null,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(devoteeColumns)
    .executeTakeFirst();
  return row ? shaped(row) : undefined;
}

export async function deleteDevotee(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_devotees')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// --- e-mail confirmation ------------------------------------------------------------------

export const findConfirmation = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('email_confirmations').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** The account's new link, in its one row: the earlier link stops working. */
export async function storeLink(
  db: Kysely<Database>,
  row: { user_id: number; email: string; token_hash: string; sent_at: string; expires_at: string },
) {
  await db
    .insertInto('email_confirmations')
    .values({ ...row, confirmed_at: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        email: row.email,
        token_hash: row.token_hash,
        sent_at: row.sent_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

/**
 * Marks the address confirmed when the token is the account's link in force, for the address
 * it was sent to; the token is used up. True when it was.
 */
export async function markConfirmed(
  db: Kysely<Database>,
  userId: number,
  email: string,
  tokenHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_confirmations')
    .set({ confirmed_at: now, token_hash: null })
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
