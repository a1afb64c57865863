import type { Kysely } from 'kysely';

/**
 * A Razorpay order id names one donation: the webhook finds the donation by it. The index also
 * makes that lookup quick. Donations without an order (NULL) are not counted as duplicates, on
 * either engine.
 */
export async function up(db: Kysely<any>) {
  await db.schema.createIndex('donations_gateway_order').unique().on('donations').column('gateway_order_id').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('donations_gateway_order').execute();
}
