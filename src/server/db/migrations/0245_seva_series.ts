import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Sevas that come back (docs/decisions/162): a series keeps the rule (a tithi or star, in a masam
 * or every month) and the years paid for; each occurrence is an ordinary booking that names its
 * series. A reminder row per occurrence and kind is the claim that it was mailed, once.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('seva_series'))
    .addColumn('puja_id', 'integer', (c) => c.notNull())
    .addColumn('rule_kind', 'text', (c) => c.notNull())
    .addColumn('masam', 'integer')
    .addColumn('tithi', 'integer')
    .addColumn('nakshatram', 'integer')
    .addColumn('years', 'integer', (c) => c.notNull())
    .addColumn('lead_reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seva_series_lead').on('seva_series').column('lead_reference').unique().execute();
  await db.schema.alterTable('bookings').addColumn('series_id', 'integer').execute();
  await db.schema.createIndex('bookings_by_series').on('bookings').columns(['series_id', 'status']).execute();
  await db.schema
    .createTable('seva_reminders')
    .addColumn('booking_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seva_reminders_pk', ['booking_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('seva_reminders').execute();
  await db.schema.dropIndex('bookings_by_series').execute();
  await db.schema.alterTable('bookings').dropColumn('series_id').execute();
  await db.schema.dropTable('seva_series').execute();
}
