import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { ColumnMapping } from './statement.ts';

/** The bank formats' queries: the only code that touches bank_formats. */

export interface BankFormat extends ColumnMapping {
  bankName: string;
}

export const bankKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function findBankFormat(db: Kysely<Database>, bankName: string): Promise<BankFormat | undefined> {
  const row = await db
    .selectFrom('bank_formats')
    .selectAll()
    .where('bank_key', '=', bankKey(bankName))
    .executeTakeFirst();
  return row
    ? { bankName: row.bank_name, date: row.date_column, reference: row.reference_column, amount: row.amount_column }
    : undefined;
}

/** The banks the office has mapped, for the upload form to offer. */
export async function bankNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('bank_formats').select('bank_name').orderBy('bank_key').execute();
  return rows.map((r) => r.bank_name);
}

/** Saves a bank's mapping, replacing the one it had (its statement's columns changed). */
export async function saveBankFormat(db: Kysely<Database>, format: BankFormat, by: string): Promise<void> {
  const columns = {
    bank_name: format.bankName.trim(),
    date_column: format.date,
    reference_column: format.reference,
    amount_column: format.amount,
    updated_at: nowIso(),
    updated_by: by,
  };
  await db
    .insertInto('bank_formats')
    .values({ bank_key: bankKey(format.bankName), ...columns })
    .onConflict((oc) => oc.column('bank_key').doUpdateSet(columns))
    .execute();
}
