import type { Kysely } from 'kysely';

/**
 * Donations taken at the ashram's counter: the donor's phone (the counter asks for it where the
 * site asks for an e-mail, and it tells one donor from another for the cash limit of a day), and
 * the administrator who recorded it. The index serves the day's cash of one donor.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('donations').addColumn('donor_phone', 'text').execute();
  await db.schema.alterTable('donations').addColumn('recorded_by', 'integer').execute();
  await db.schema.createIndex('donations_pay_mode_paid').on('donations').columns(['pay_mode', 'paid_at']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('donations_pay_mode_paid').execute();
  await db.schema.alterTable('donations').dropColumn('recorded_by').execute();
  await db.schema.alterTable('donations').dropColumn('donor_phone').execute();
}
