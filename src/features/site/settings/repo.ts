import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.ts';
import { nowIso } from '../../../server/db/columns.ts';

export async function readSectionRows(db: Kysely<Database>) {
  return db.selectFrom('site_settings').select(['section', 'value']).execute();
}

export async function writeSection(db: Kysely<Database>, section: string, value: unknown) {
  const row = { section, value: JSON.stringify(value), updated_at: nowIso() };
  await db
    .insertInto('site_settings')
    .values(row)
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}
