import { spreadsheetCsv } from '#src/server/csv.ts';
import { paiseToDecimal } from '#src/features/payments/index.ts';
import type { PaymentRow } from '#src/features/payments/service.ts';

export const ledgerColumns = [
  'Date (UTC)',
  'Method',
  'UTR or payment id',
  'Amount (INR)',
  'Record type',
  'Record',
  'State',
  'Verified at (UTC)',
  'Override reason',
  'Refund reference',
  'Refunded (INR)',
] as const;

/**
 * The ledger as a spreadsheet for the office and the auditor; states as their codes, which do not change with the
 * language.
 */
export function ledgerCsv(rows: PaymentRow[]): string {
  return spreadsheetCsv([
    ledgerColumns,
    ...rows.map((p) => [
      p.created_at,
      p.method,
      p.payment_ref,
      paiseToDecimal(p.amount_paise),
      p.payable_type,
      p.payable_ref,
      p.state,
      p.verified_at ?? '',
      p.override_reason ?? '',
      p.refund_reference ?? '',
      // Part of the amount when a seva's performed days kept their share.
      p.state === 'refunded' ? paiseToDecimal(p.refunded_paise ?? p.amount_paise) : '',
    ]),
  ]);
}
