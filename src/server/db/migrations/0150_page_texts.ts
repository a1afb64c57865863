import type { Kysely } from 'kysely';

/**
 * The texts staff edit in /admin/pages, one JSON row per page. A page without a row shows its
 * built-in texts (features/page-texts/content), so nothing needs seeding.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('page_texts')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('page_texts').execute();
}
