import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/** The puja catalogue, the places held per puja and day, and the bookings (issue 15). */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('pujas'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_te', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_te', 'text', (c) => c.notNull())
    .addColumn('price_rupees', 'integer', (c) => c.notNull())
    .addColumn('min_rupees', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('dates', 'text', (c) => c.notNull())
    .addColumn('per_day', 'integer', (c) => c.notNull())
    .addColumn('min_days_ahead', 'integer', (c) => c.notNull())
    .addColumn('max_days_ahead', 'integer', (c) => c.notNull())
    .addColumn('on_behalf', 'integer', (c) => c.notNull())
    .addColumn('prasadam', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('puja_day_places')
    .addColumn('puja_id', 'integer', (c) => c.notNull().references('pujas.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('puja_day_places_pk', ['puja_id', 'day'])
    .execute();
  await withId(db, db.schema.createTable('bookings'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('puja_id', 'integer', (c) => c.notNull().references('pujas.id'))
    .addColumn('puja_day', 'text', (c) => c.notNull())
    .addColumn('attendance', 'text', (c) => c.notNull())
    .addColumn('devotees', 'text', (c) => c.notNull())
    .addColumn('sankalpam', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('prasadam', 'text')
    .addColumn('price_paise', 'integer', (c) => c.notNull())
    .addColumn('shipping_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hold_until', 'text')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('utr', 'text')
    .addColumn('gateway_order_id', 'text', (c) => c.unique())
    .addColumn('gateway_payment_id', 'text')
    .addColumn('receipt_number', 'text', (c) => c.unique())
    .addColumn('paid_at', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('courier', 'text')
    .addColumn('tracking', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_by_day').on('bookings').columns(['puja_day', 'puja_id', 'status']).execute();
  await db.schema.createIndex('bookings_by_user').on('bookings').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('bookings_by_email').on('bookings').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('bookings').execute();
  await db.schema.dropTable('puja_day_places').execute();
  await db.schema.dropTable('pujas').execute();
}
