import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Devotees' data rights (src/features/data-rights): the consents given with a record and their
 * notice version, the correction and erasure requests the office answers, and the moment a kept
 * donation or booking was made anonymous once the tax law's period ended.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('consents'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('record_ref', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('email', 'text')
    .addColumn('notice_version', 'integer', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .execute();
  await db.schema.createIndex('consents_user').on('consents').column('user_id').execute();
  await db.schema.createIndex('consents_record').on('consents').columns(['purpose', 'record_ref']).execute();

  await withId(db, db.schema.createTable('data_requests'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('requester', 'text', (c) => c.notNull())
    .addColumn('what_wrong', 'text', (c) => c.notNull())
    .addColumn('should_be', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text')
    .addColumn('done_by', 'text')
    .addColumn('note', 'text')
    .execute();
  await db.schema.createIndex('data_requests_status').on('data_requests').columns(['status', 'due_at']).execute();

  await db.schema.alterTable('donations').addColumn('anonymised_at', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('anonymised_at', 'text').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('bookings').dropColumn('anonymised_at').execute();
  await db.schema.alterTable('donations').dropColumn('anonymised_at').execute();
  await db.schema.dropTable('data_requests').execute();
  await db.schema.dropTable('consents').execute();
}
