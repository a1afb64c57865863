import type { Kysely } from 'kysely';

/**
 * Each puja's start time per weekday, as JSON {"1":"06:30","6":"07:00"} (Sunday 0); a weekday
 * without a time shows none. Text, so it is one type on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('pujas')
    .addColumn('start_times', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('pujas').dropColumn('start_times').execute();
}
