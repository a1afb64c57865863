import { sql, type Kysely } from 'kysely';

/**
 * One password-reset row per account: a new code replaces the one in force in that row, in one
 * statement, keeping its tries (src/features/auth/repo.ts, issueReset). Older rows (left by
 * parallel requests before) are dropped first; only the newest code ever counted.
 */
export async function up(db: Kysely<any>) {
  await sql`delete from password_resets where id not in (select max(id) from password_resets group by user_id)`.execute(
    db,
  );
  await db.schema.dropIndex('password_resets_user').execute();
  await db.schema
    .createIndex('password_resets_one_per_user')
    .unique()
    .on('password_resets')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('password_resets_one_per_user').execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
}
