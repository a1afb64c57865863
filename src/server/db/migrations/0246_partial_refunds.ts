import type { Kysely } from 'kysely';

/**
 * A payment may go back in part: a seva's days already performed keep their share
 * (docs/decisions/162). Null when the whole amount went back, as every refund before this one.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('payments').addColumn('refunded_paise', 'integer').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('payments').dropColumn('refunded_paise').execute();
}
