import type { Kysely } from 'kysely';

/**
 * The hash of each booking's secret key, which its mailed link carries (issue 27). Bookings made
 * before it have none: find-my-booking gives them one.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('bookings').addColumn('key_hash', 'text').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('bookings').dropColumn('key_hash').execute();
}
