import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Forms 10BD and 10BE. donation_filings: per financial year, the acknowledgement the income-tax
 * portal gave when the office filed the statement. donation_certificates: one 10BE certificate
 * per donor and year, as it was issued (the donor's name, address and sealed identity, its 10BD
 * rows, the acknowledgement), and when it was e-mailed. The unique (fy, donor_key) makes a second
 * press, or a second administrator at the same moment, find the certificate instead of adding one.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('donation_filings')
    .addColumn('fy', 'text', (c) => c.primaryKey())
    .addColumn('acknowledgement', 'text', (c) => c.notNull())
    .addColumn('filed_on', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('donation_certificates'))
    .addColumn('fy', 'text', (c) => c.notNull())
    .addColumn('donor_key', 'text', (c) => c.notNull())
    .addColumn('certificate_number', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('identity_type', 'text', (c) => c.notNull())
    .addColumn('identity_sealed', 'text', (c) => c.notNull())
    .addColumn('identity_hint', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('acknowledgement', 'text', (c) => c.notNull())
    .addColumn('filed_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .addUniqueConstraint('donation_certificates_one_per_donor', ['fy', 'donor_key'])
    .execute();
  await db.schema
    .createIndex('donation_certificates_by_user')
    .on('donation_certificates')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createIndex('donation_certificates_by_email')
    .on('donation_certificates')
    .columns(['email'])
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('donation_certificates').execute();
  await db.schema.dropTable('donation_filings').execute();
}
