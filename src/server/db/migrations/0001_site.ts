import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  // One row per settings section, so two administrators saving different sections never
  // overwrite each other.
  await db.schema
    .createTable('site_settings')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('site_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('site_meta').execute();
  await db.schema.dropTable('site_settings').execute();
}
