import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';

/**
 * A row's `updated_at` doubles as its version for optimistic saves. Rows written from the seed
 * carry this empty version, so the admin can tell built-in values from the staff's own.
 */
export const SEED_VERSION = '';

export async function readSectionRows(db: Kysely<Database>) {
  return db.selectFrom('site_settings').select(['section', 'value', 'updated_at']).execute();
}

export async function readSectionRow(db: Kysely<Database>, section: string) {
  return db
    .selectFrom('site_settings')
    .select(['section', 'value', 'updated_at'])
    .where('section', '=', section)
    .executeTakeFirst();
}

/** Writes a section whatever is stored; used for the seed values. */
export async function writeSection(db: Kysely<Database>, section: string, value: unknown, version = nowIso()) {
  const row = { section, value: JSON.stringify(value), updated_at: version };
  await db
    .insertInto('site_settings')
    .values(row)
    .onConflict((oc) => oc.column('section').doUpdateSet({ value: row.value, updated_at: row.updated_at }))
    .execute();
}

/**
 * Writes a section only if it is still the version the editor started from (null: the row did
 * not exist). One statement, so two saves of the same section cannot both win; returns the new
 * version, or null when someone else saved it meanwhile.
 */
export async function writeSectionIfUnchanged(
  db: Kysely<Database>,
  section: string,
  value: unknown,
  expected: string | null,
): Promise<string | null> {
  let version = nowIso();
  // Two saves in one millisecond must still get different versions.
  if (version === expected) version = new Date(Date.parse(version) + 1).toISOString();
  const text = JSON.stringify(value);
  if (expected === null) {
    const result = await db
      .insertInto('site_settings')
      .values({ section, value: text, updated_at: version })
      .onConflict((oc) => oc.column('section').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? version : null;
  }
  const result = await db
    .updateTable('site_settings')
    .set({ value: text, updated_at: version })
    .where('section', '=', section)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? version : null;
}
