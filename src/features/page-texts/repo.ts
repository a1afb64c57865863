import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';

export async function readPageRow(db: Kysely<Database>, page: string) {
  return db
    .selectFrom('page_texts')
    .select(['page', 'value', 'updated_at'])
    .where('page', '=', page)
    .executeTakeFirst();
}

/**
 * Writes a page only if it is still the version the editor started from (null: no row yet).
 * One statement, so two saves of the same page cannot both win; returns the new version, or
 * null when someone else saved it meanwhile.
 */
export async function writePageIfUnchanged(
  db: Kysely<Database>,
  page: string,
  value: unknown,
  expected: string | null,
): Promise<string | null> {
  let version = nowIso();
  // Two saves in one millisecond must still get different versions.
  if (version === expected) version = new Date(Date.parse(version) + 1).toISOString();
  const text = JSON.stringify(value);
  if (expected === null) {
    const result = await db
      .insertInto('page_texts')
      .values({ page, value: text, updated_at: version })
      .onConflict((oc) => oc.column('page').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? version : null;
  }
  const result = await db
    .updateTable('page_texts')
    .set({ value: text, updated_at: version })
    .where('page', '=', page)
    .where('updated_at', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? version : null;
}

/** Keeps a policy's text as it was before a save with a new effective date replaced it. */
export async function insertPolicyVersion(db: Kysely<Database>, page: string, effectiveFrom: string, value: unknown) {
  await db
    .insertInto('policy_versions')
    .values({ page, effective_from: effectiveFrom, value: JSON.stringify(value), replaced_at: nowIso() })
    .execute();
}

/** A policy's earlier versions, newest first (without their texts). */
export async function selectPolicyVersions(db: Kysely<Database>, page: string) {
  return db
    .selectFrom('policy_versions')
    .select(['id', 'effective_from'])
    .where('page', '=', page)
    .orderBy('id', 'desc')
    .execute();
}

export async function selectPolicyVersion(db: Kysely<Database>, page: string, id: number) {
  return db
    .selectFrom('policy_versions')
    .select(['id', 'value'])
    .where('page', '=', page)
    .where('id', '=', id)
    .executeTakeFirst();
}
