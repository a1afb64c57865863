import type { Kysely } from 'kysely';

/**
 * Each bank's statement columns as the office mapped them once (docs/decisions/127): which header
 * is the date, the narration holding the UTR, and the credit amount.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('bank_formats')
    .addColumn('bank_key', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('date_column', 'text', (c) => c.notNull())
    .addColumn('reference_column', 'text', (c) => c.notNull())
    .addColumn('amount_column', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('bank_formats').execute();
}
