import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('contact_inquiries'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_inquiries_created').on('contact_inquiries').column('created_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('contact_inquiries').execute();
}
