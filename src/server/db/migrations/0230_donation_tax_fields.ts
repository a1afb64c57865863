import type { Kysely } from 'kysely';

/**
 * What the tax forms ask of a donation. pay_mode: how the money came ('online' through the site,
 * or at the counter: 'cash', 'upi', 'cheque', 'card'); pay_details: the counter's UTR, cheque
 * number and bank, or card slip. identity_*: the donor's PAN, Aadhaar or other identity for Form
 * 10BD, the number sealed (encrypted) and only a masked hint in clear. donation_type: 'corpus',
 * 'specific' or 'others' (Form 10BD); eligible_80g 1 when the receipt carries the 80G text (the
 * cause qualifies and, for cash, the amount is within the limit).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('donations')
    .addColumn('pay_mode', 'text', (c) => c.notNull().defaultTo('online'))
    .execute();
  await db.schema.alterTable('donations').addColumn('pay_details', 'text').execute();
  await db.schema.alterTable('donations').addColumn('identity_type', 'text').execute();
  await db.schema.alterTable('donations').addColumn('identity_sealed', 'text').execute();
  await db.schema.alterTable('donations').addColumn('identity_hint', 'text').execute();
  await db.schema
    .alterTable('donations')
    .addColumn('donation_type', 'text', (c) => c.notNull().defaultTo('others'))
    .execute();
  await db.schema
    .alterTable('donations')
    .addColumn('eligible_80g', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>) {
  for (const column of [
    'eligible_80g',
    'donation_type',
    'identity_hint',
    'identity_sealed',
    'identity_type',
    'pay_details',
    'pay_mode',
  ]) {
    await db.schema.alterTable('donations').dropColumn(column).execute();
  }
}
