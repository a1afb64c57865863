import type { Kysely } from 'kysely';

/**
 * A donation made for a cause staff added in /admin/pages keeps that cause's name as it was when
 * the donation was made (English, and Telugu when written), so receipts and lists show it even
 * after the cause is renamed, switched off or removed. The built-in causes keep their names in the
 * dictionaries, as before; their donations leave these empty.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('donations').addColumn('cause_name', 'text').execute();
  await db.schema.alterTable('donations').addColumn('cause_name_te', 'text').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('donations').dropColumn('cause_name_te').execute();
  await db.schema.alterTable('donations').dropColumn('cause_name').execute();
}
