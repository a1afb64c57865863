import type { APIContext } from 'astro';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { selectPayments } from '#src/features/payments/service.ts';
import { getDb } from '#src/server/db/connect.ts';
import { ledgerFilterOf } from './filters.ts';
import { ledgerCsv } from './ledger-csv.ts';

/** The payments ledger as CSV, with the same filters as /admin/payments. */
export async function exportLedger(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const rows = await selectPayments(getDb(), ledgerFilterOf(context.url.searchParams), 100_000);
  return new Response(ledgerCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="payments.csv"',
      'cache-control': 'no-store',
    },
  });
}
