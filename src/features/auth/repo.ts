import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
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
  db.selectFrom('users').select(['name', 'email', 'role', 'created_at']).orderBy('created_at', 'asc').orderBy('id', 'asc').execute();

export async function insertSession(db: Kysely<Database>, session: Database['sessions']) {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionUser(db: Kysely<Database>, tokenHash: string, now: string) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionsOf(db: Kysely<Database>, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/** A new code replaces any earlier one: only the latest e-mail works. */
export async function replaceReset(db: Kysely<Database>, reset: Omit<Database['password_resets'], 'id' | 'attempts' | 'used_at'>) {
  await db.deleteFrom('password_resets').where('user_id', '=', reset.user_id).execute();
  await db.insertInto('password_resets').values({ ...reset, attempts: 0, used_at: null }).execute();
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
 * past the limit. False when the tries are used up.
 */
export async function claimTry(db: Kysely<Database>, id: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markResetUsed(db: Kysely<Database>, id: number, now: string) {
  await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).execute();
}
