import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { financialYear } from './money.ts';

/**
 * The next receipt number of the financial year of `at` in a series ('' for donations, 'PJ/' for
 * puja bookings): '2026-27/0001', 'PJ/2026-27/0001'. One upsert in the caller's transaction, so
 * two instances never hand out the same number.
 */
export async function nextReceiptNumber(trx: Kysely<Database>, at: Date, series = ''): Promise<string> {
  const key = `${series}${financialYear(at)}`;
  const counter = await trx
    .insertInto('receipt_counters')
    .values({ financial_year: key, last_number: 1 })
    .onConflict((oc) =>
      oc.column('financial_year').doUpdateSet({ last_number: sql<number>`receipt_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return `${key}/${String(counter.last_number).padStart(4, '0')}`;
}
