import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Earlier versions of the policy pages: when a policy is saved with a new effective date, the
 * text it replaces is kept here, readable at its own address.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('policy_versions'))
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('replaced_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('policy_versions_by_page')
    .on('policy_versions')
    .columns(['page', 'effective_from'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('policy_versions').execute();
}
