import type { Kysely } from 'kysely';

/**
 * The office's digest e-mail (docs/decisions/126): one row holding when it last went. It starts
 * covered up to now, so a site that updates is not mailed the payments it already holds: the
 * to-do at /admin shows those.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('office_digest')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('covered_until', 'text', (c) => c.notNull())
    .addColumn('last_sent_at', 'text')
    .execute();
  await db
    .insertInto('office_digest')
    .values({ id: 1, covered_until: new Date().toISOString(), last_sent_at: null })
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('office_digest').execute();
}
