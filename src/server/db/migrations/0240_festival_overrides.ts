import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * The office's word on the festival days the panchangam computes (src/features/panchangam): a
 * festival moved from its computed day to another, or a festival day added by name.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('festival_overrides'))
    .addColumn('festival_key', 'text')
    .addColumn('moves_from', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text')
    .addColumn('name_te', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  // One move per computed day of a festival: moving it again changes the same row.
  await db.schema
    .createIndex('festival_overrides_move')
    .on('festival_overrides')
    .columns(['festival_key', 'moves_from'])
    .unique()
    .execute();
  await db.schema.createIndex('festival_overrides_day').on('festival_overrides').column('day').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('festival_overrides').execute();
}
