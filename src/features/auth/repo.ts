import { sql, type Kysely } from 'kysely';
import { preparedQuery } from '#src/server/db/prepared.ts';
import type { Database } from '#src/server/db/schema.ts';
import type { Role } from './tables.ts';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  created_at: string;
}

export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst() as Promise<UserRow | undefined>;

export async function insertUser(db: Kysely<Database>, user: Omit<UserRow, 'id'>): Promise<UserRow> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return { ...user, id: Number(row.id) };
}

export async function updateUser(db: Kysely<Database>, id: number, changes: Partial<Omit<UserRow, 'id'>>) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export const listUsers = (db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select(['name', 'email', 'role', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();

export async function insertSession(db: Kysely<Database>, session: Database['sessions']) {
  await db.insertInto('sessions').values(session).execute();
}

const sessionUsers = (db: Kysely<Database>, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.token_hash', 'users.id', 'users.email', 'users.name', 'users.role'])
    .where('sessions.expires_at', '>', now);

// Every signed-in request looks its session up: compiled once (src/server/db/prepared.ts).
const sessionUser = preparedQuery(
  (db, tokenHash: string, now: string) => sessionUsers(db, now).where('sessions.token_hash', '=', tokenHash),
  '\u0000token',
  '\u0000now',
);

function asUser<R extends { token_hash: string; id: unknown }>({ token_hash: _, ...user }: R) {
  return { ...user, id: Number(user.id) };
}

export async function findSessionUser(db: Kysely<Database>, tokenHash: string, now: string) {
  const [row] = await sessionUser(db, tokenHash, now);
  return row ? asUser(row) : undefined;
}

/** The users of several sessions at once, by token hash: one query for many visitors. */
export async function findSessionUsers(db: Kysely<Database>, tokenHashes: string[], now: string) {
  const rows = await sessionUsers(db, now).where('sessions.token_hash', 'in', tokenHashes).execute();
  return new Map(rows.map((row) => [row.token_hash, asUser(row)]));
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends the account's sessions, all of them or all but the one whose token hash is kept. */
export async function deleteSessionsOf(db: Kysely<Database>, userId: number, keepTokenHash?: string) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/**
 * A new code for the account, in its one row, in one statement: the earlier code stops working
 * (only the latest e-mail works). While the earlier code is in force (unused, unexpired) its
 * tries stay counted; a code whose tries are used up is not replaced until it expires. Gives the
 * tries already spent on the new code, or undefined when no code was made.
 */
export async function issueReset(
  db: Kysely<Database>,
  reset: Omit<Database['password_resets'], 'id' | 'attempts' | 'used_at'>,
  maxTries: number,
): Promise<number | undefined> {
  const inForce = sql<boolean>`password_resets.used_at is null and password_resets.expires_at > ${reset.created_at}`;
  const row = await db
    .insertInto('password_resets')
    .values({ ...reset, attempts: 0, used_at: null })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          code_hash: reset.code_hash,
          created_at: reset.created_at,
          expires_at: reset.expires_at,
          used_at: null,
          attempts: sql<number>`case when ${inForce} then password_resets.attempts else 0 end`,
        })
        .where(sql<boolean>`not (${inForce} and password_resets.attempts >= ${maxTries})`),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

export async function findOpenReset(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('password_resets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : undefined;
}

/**
 * Counts one try before the code is compared, in one statement, so parallel guesses cannot slip
 * past the limit. Gives the code to compare with (a new one may have been mailed meanwhile) and
 * the tries counted so far, this one included; undefined when the tries are used up.
 */
export async function claimTry(
  db: Kysely<Database>,
  id: number,
  maxTries: number,
): Promise<{ code_hash: string; attempts: number } | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
  return row ? { code_hash: row.code_hash, attempts: Number(row.attempts) } : undefined;
}

export async function markResetUsed(db: Kysely<Database>, id: number, now: string) {
  await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).execute();
}
