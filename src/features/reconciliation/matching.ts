import type { PaymentRow } from '#src/features/payments/service.ts';
import type { StatementLine } from './statement.ts';

/** One UTR of a statement row, and the ledger's payment it names, if any. */
export interface Found {
  utr: string;
  line: StatementLine;
  payment: PaymentRow;
}

export interface Matches {
  /** Reported, and the bank's credit is the amount asked: the office may verify it. */
  proposed: Found[];
  /** Reported, but the bank's credit is another amount. */
  amountDiffers: Found[];
  /** No longer reported: verified, refunded, waiting for a refund, or marked not received (shown with its state). */
  alreadyVerified: Found[];
  /** A credit with a UTR the ledger does not know. */
  unknown: Array<{ utr: string; line: StatementLine }>;
  /** Credits without a 12-digit UTR, and rows without a credit (debits, balances). */
  skipped: number;
}

/**
 * Lays the statement's credits over the ledger's UPI payments (those whose UTR appears in the
 * statement). A payment is listed once, at the first row that names its UTR with the right
 * amount, else at the first row that names it. Only a reported payment is proposed: one the
 * office already settled (even as 'not received') is shown with its state, for a person to judge.
 */
export function matchStatement(lines: StatementLine[], payments: PaymentRow[]): Matches {
  const byUtr = new Map<string, PaymentRow[]>();
  for (const p of payments) if (p.method === 'upi') byUtr.set(p.payment_ref, [...(byUtr.get(p.payment_ref) ?? []), p]);
  const out: Matches = { proposed: [], amountDiffers: [], alreadyVerified: [], unknown: [], skipped: 0 };
  const credits = lines.filter((l) => l.amountPaise !== null && l.utrs.length > 0);
  out.skipped = lines.length - credits.length;
  const listed = new Set<number>();
  for (const line of credits) {
    for (const utr of line.utrs) {
      const known = byUtr.get(utr);
      if (!known) {
        out.unknown.push({ utr, line });
        continue;
      }
      for (const payment of known) {
        if (listed.has(payment.id)) continue;
        if (payment.state !== 'reported') out.alreadyVerified.push({ utr, line, payment });
        else if (payment.amount_paise === line.amountPaise) out.proposed.push({ utr, line, payment });
        else if (!credits.some((l) => l.utrs.includes(utr) && l.amountPaise === payment.amount_paise))
          out.amountDiffers.push({ utr, line, payment });
        else continue;
        listed.add(payment.id);
      }
    }
  }
  return out;
}

/** The UTRs to look up in the ledger. */
export const statementUtrs = (lines: StatementLine[]) => [
  ...new Set(lines.filter((l) => l.amountPaise !== null).flatMap((l) => l.utrs)),
];
