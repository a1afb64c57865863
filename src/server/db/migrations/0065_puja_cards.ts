import { sql, type Kysely } from 'kysely';

/**
 * Puja cards were 'posts' in the first schema; the code, the audit trail and the tables now use
 * one name. SQLite (3.25 and later) and PostgreSQL both rename tables and columns in place.
 */
export async function up(db: Kysely<any>) {
  await db.schema.dropIndex('puja_posts_by_date').execute();
  await db.schema.alterTable('puja_posts').renameTo('puja_cards').execute();
  await db.schema.alterTable('puja_cards').renameColumn('post_date', 'card_date').execute();
  await db.schema.createIndex('puja_cards_by_date').on('puja_cards').column('card_date').execute();
  await sql`update audit_log set record_type = 'puja_card' where record_type = 'puja_post'`.execute(db);
}

export async function down(db: Kysely<any>) {
  await sql`update audit_log set record_type = 'puja_post' where record_type = 'puja_card'`.execute(db);
  await db.schema.dropIndex('puja_cards_by_date').execute();
  await db.schema.alterTable('puja_cards').renameColumn('card_date', 'post_date').execute();
  await db.schema.alterTable('puja_cards').renameTo('puja_posts').execute();
  await db.schema.createIndex('puja_posts_by_date').on('puja_posts').column('post_date').execute();
}
