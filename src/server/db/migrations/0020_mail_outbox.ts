import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('mail_outbox').execute();
}
