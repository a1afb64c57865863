import type { Kysely } from 'kysely';

/**
 * Puja bookings paid at the ashram's counter: how they were paid (cash, UPI, cheque, card) with
 * the UTR, cheque or card slip, and the administrator who recorded them. The day's cash of one
 * person is summed over counter gifts and counter bookings alike, hence the index.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('bookings').addColumn('pay_mode', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('pay_details', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('recorded_by', 'integer').execute();
  await db.schema.createIndex('bookings_pay_mode_paid').on('bookings').columns(['pay_mode', 'paid_at']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('bookings_pay_mode_paid').execute();
  await db.schema.alterTable('bookings').dropColumn('recorded_by').execute();
  await db.schema.alterTable('bookings').dropColumn('pay_details').execute();
  await db.schema.alterTable('bookings').dropColumn('pay_mode').execute();
}
