import type { Kysely } from 'kysely';

/**
 * The office marks an inquiry answered once someone has replied, so the next person on duty
 * does not answer it twice: when it was marked (UTC, null while open) and by whom.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('contact_inquiries').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('contact_inquiries').addColumn('answered_by', 'text').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('contact_inquiries').dropColumn('answered_by').execute();
  await db.schema.alterTable('contact_inquiries').dropColumn('answered_at').execute();
}
