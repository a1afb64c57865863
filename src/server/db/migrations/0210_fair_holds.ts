import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Fair holds (docs/decisions/152): who holds a place, counted per phone (its digits) and per
 * device, with a row per holder that a booking locks while it counts; and the waitlist of a full
 * day, whose first devotee is offered a freed place for two hours.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('bookings').addColumn('phone_digits', 'text').execute();
  await db.schema.alterTable('bookings').addColumn('device_id', 'text').execute();
  await db.schema.createIndex('bookings_pending_by_email').on('bookings').columns(['email', 'status']).execute();
  await db.schema.createIndex('bookings_pending_by_phone').on('bookings').columns(['phone_digits', 'status']).execute();
  await db.schema.createIndex('bookings_pending_by_device').on('bookings').columns(['device_id', 'status']).execute();
  await db.schema
    .createTable('booking_holders')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('locked_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('booking_waitlist'))
    .addColumn('puja_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('offered_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_waitlist_one_per_email')
    .on('booking_waitlist')
    .columns(['puja_id', 'day', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('booking_waitlist_by_day')
    .on('booking_waitlist')
    .columns(['puja_id', 'day', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('booking_waitlist_offers')
    .on('booking_waitlist')
    .columns(['status', 'offered_until'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('booking_waitlist').execute();
  await db.schema.dropTable('booking_holders').execute();
  await db.schema.dropIndex('bookings_pending_by_device').execute();
  await db.schema.dropIndex('bookings_pending_by_phone').execute();
  await db.schema.dropIndex('bookings_pending_by_email').execute();
  await db.schema.alterTable('bookings').dropColumn('device_id').execute();
  await db.schema.alterTable('bookings').dropColumn('phone_digits').execute();
}
