import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * The devotee's account (src/features/account): the donor's account on donations made while
 * signed in, the confirmation of an account's e-mail address (which brings in the donations
 * made with it while signed out), and the devotees an account keeps to pick in its forms.
 * One column per statement, as SQLite adds them.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('donations').addColumn('user_id', 'integer').execute();
  await db.schema.createIndex('donations_user').on('donations').column('user_id').execute();
  await db.schema.createIndex('donations_email').on('donations').column('email').execute();

  // One row per account: the address the latest link was sent to, and when it was confirmed.
  await db.schema
    .createTable('email_confirmations')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('confirmed_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('saved_devotees'))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('gotram', 'text', (c) => c.notNull())
    .addColumn('nakshatram', 'text', (c) => c.notNull())
    .addColumn('rasi', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_devotees_user').on('saved_devotees').column('user_id').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('saved_devotees').execute();
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.dropIndex('donations_email').execute();
  await db.schema.dropIndex('donations_user').execute();
  await db.schema.alterTable('donations').dropColumn('user_id').execute();
}
