import { countByState, selectPayments, type LedgerFilter, type PaymentRow } from '#src/features/payments/service.ts';
import type { PaymentState } from '#src/features/payments/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { ledgerFilterOf, ledgerQuery } from './filters.ts';
import { bankNames } from './repo.ts';

/** The list shows this many payments at most; the CSV has them all. */
export const ledgerPageSize = 300;

export interface LedgerPage {
  payments: PaymentRow[];
  filter: LedgerFilter;
  query: string;
  banks: string[];
  /** How many payments are in each state, whatever the filter: what waits for the office. */
  counts: Partial<Record<PaymentState, number>>;
}

/** What the start of /admin/payments shows: the filtered ledger, and the banks already mapped. */
export async function ledgerPage(query: URLSearchParams): Promise<LedgerPage> {
  const filter = ledgerFilterOf(query);
  const db = getDb();
  return {
    payments: await selectPayments(db, filter, ledgerPageSize),
    filter,
    query: ledgerQuery(filter),
    banks: await bankNames(db),
    counts: await countByState(db),
  };
}
