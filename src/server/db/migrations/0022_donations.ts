import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('donations'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('pan', 'text')
    .addColumn('address', 'text')
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('utr', 'text')
    .addColumn('gateway_order_id', 'text')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('donations_status_created').on('donations').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('receipt_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('receipt_counters').execute();
  await db.schema.dropTable('donations').execute();
}
