export { reconciliationOperations } from './api-doc.ts';

import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { AuditActor } from '#src/features/audit/service.ts';
import { confirmBooking } from '#src/features/bookings/service.ts';
import { confirmAndReceipt } from '#src/features/donations/service.ts';
import { upiPaymentsByUtr } from '#src/features/payments/service.ts';
import { matchStatement, statementUtrs, type Found, type Matches } from './matching.ts';
import { statementLines, type ColumnMapping, type StatementTable } from './statement.ts';

/** The statement laid over the ledger as it is now. */
export async function reconcile(db: Kysely<Database>, table: StatementTable, mapping: ColumnMapping): Promise<Matches> {
  const lines = statementLines(table, mapping);
  return matchStatement(lines, await upiPaymentsByUtr(db, statementUtrs(lines)));
}

export interface Verified {
  verified: Found[];
  /** Each refused with why (409: its UTR verified another record meanwhile, or the record moved on). */
  refused: Array<{ found: Found; error: RequestError }>;
}

export interface VerifyContext {
  settings: Settings;
  /** How long a receipt e-mail waits before its first retry. */
  retryMs: number;
  actor: AuditActor;
}

/**
 * Verifies the ticked proposals, each as the office would from its record's page (the booking
 * confirmed, the donation received with its receipt), each in its own transaction: one refused
 * does not undo the others. Only payments still proposed by this statement are touched, so a
 * forged or stale id verifies nothing.
 */
export async function verifyProposals(
  db: Kysely<Database>,
  matches: Matches,
  pickedIds: number[],
  context: VerifyContext,
): Promise<Verified> {
  const out: Verified = { verified: [], refused: [] };
  const picked = new Set(pickedIds);
  for (const found of matches.proposed.filter((f) => picked.has(f.payment.id))) {
    try {
      await verifyOne(db, found, context);
      out.verified.push(found);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      out.refused.push({ found, error });
    }
  }
  return out;
}

async function verifyOne(
  db: Kysely<Database>,
  found: Found,
  { settings, retryMs, actor }: VerifyContext,
): Promise<void> {
  const reference = found.payment.payable_ref;
  if (found.payment.payable_type === 'booking') {
    const result = await confirmBooking(db, reference, {}, settings, actor);
    if (!result.confirmed)
      throw new RequestError(
        409,
        result.paidAfterClose ? 'booking.error.paidAfterClose' : 'reconciliation.error.moved',
        undefined,
        { reference },
      );
    return;
  }
  const result = await confirmAndReceipt(db, reference, { status: 'received' }, settings, retryMs, actor);
  if (!result.confirmed) throw new RequestError(409, 'reconciliation.error.moved', undefined, { reference });
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
