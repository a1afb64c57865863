import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text')
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('record_label', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  // /admin/audit reads newest first, optionally by one person or one record type.
  await db.schema.createIndex('audit_log_created').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_record_type').on('audit_log').columns(['record_type', 'id']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('audit_log').execute();
}
