export { latinName } from './latin-name.ts';

import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import {
  claimHolder,
  claimRef,
  insertPayment,
  movePayment,
  paymentsOf,
  type Payable,
  type PaymentRow,
} from './ledger.ts';
import type { PaymentState } from './tables.ts';

/**
 * What donations and bookings ask of the ledger (docs/decisions/125). Each function works in the
 * caller's transaction, so a payment and the change it makes to its record commit together.
 */

export type { Payable, PaymentRow } from './ledger.ts';
export { limitOrders } from './order-limit.ts';

/** A UTR the payer gave: one reported row per record, corrected in place until the office decides. */
export async function reportUtr(
  trx: Kysely<Database>,
  payable: Payable,
  utr: string,
  amountPaise: number,
): Promise<PaymentRow> {
  const open = (await paymentsOf(trx, payable)).find((p) => p.method === 'upi' && p.state === 'reported');
  if (!open) return insertPayment(trx, { method: 'upi', ref: utr, amountPaise, payable, state: 'reported' });
  const moved = await movePayment(trx, open.id, ['reported'], 'reported', {
    payment_ref: utr,
    amount_paise: amountPaise,
  });
  return moved ?? open;
}

/** The UTR the payer reported and the office has not decided on, if any. */
export async function reportedPayment(trx: Kysely<Database>, payable: Payable): Promise<PaymentRow | undefined> {
  return (await paymentsOf(trx, payable)).findLast((p) => p.state === 'reported');
}

export interface Verification {
  /** Why the office verifies a UTR already verified for another record (kept in the audit trail). */
  overrideReason?: string;
  actor: AuditActor;
}

/**
 * The office found the money of a record's reported UTR: the payment becomes verified and holds
 * its UTR, which then verifies nothing else. A UTR that already verified another record answers
 * 409 naming it, unless the office gives its reason. Money the office took without a UTR (cash, or
 * a UPI payment the payer never reported) is recorded as the office's, under the record's reference.
 */
export async function verifyPayment(
  trx: Kysely<Database>,
  payable: Payable,
  amountPaise: number,
  how: Verification,
): Promise<PaymentRow> {
  const reported =
    (await reportedPayment(trx, payable)) ??
    (await insertPayment(trx, { method: 'office', ref: payable.reference, amountPaise, payable, state: 'reported' }));
  const overrideReason = how.overrideReason?.trim() || null;
  if (!(await claimRef(trx, reported))) {
    const holder = await claimHolder(trx, reported.method, reported.payment_ref);
    if (!overrideReason) {
      throw new RequestError(409, 'payments.error.refTaken', undefined, {
        ref: reported.payment_ref,
        other: holder?.payable_ref ?? '?',
      });
    }
    await recordAudit(trx, {
      actor: how.actor,
      recordType: payable.type,
      recordId: payable.reference,
      recordLabel: payable.reference,
      action: 'override',
      changes: {
        utr: { from: holder?.payable_ref ?? null, to: reported.payment_ref },
        reason: { from: null, to: overrideReason },
      },
    });
  }
  return (await movePayment(trx, reported.id, ['reported'], 'verified', { override_reason: overrideReason }))!;
}

/** Moves a record's payments in `from` to `to` (a devotee's cancel, the office's 'money did not arrive'). */
export async function movePaymentsOf(
  trx: Kysely<Database>,
  payable: Payable,
  from: PaymentState[],
  to: PaymentState,
): Promise<PaymentRow[]> {
  const moved: PaymentRow[] = [];
  for (const p of await paymentsOf(trx, payable)) {
    if (!from.includes(p.state)) continue;
    const row = await movePayment(trx, p.id, from, to);
    if (row) moved.push(row);
  }
  return moved;
}

/** Whether the record has a payment that may be money (reported, verified, or waiting for its refund). */
export async function hasPossiblePayment(trx: Kysely<Database>, payable: Payable): Promise<PaymentRow | undefined> {
  return (await paymentsOf(trx, payable)).find((p) =>
    ['reported', 'verified', 'refund_requested', 'paid_after_close'].includes(p.state),
  );
}

/**
 * The payment a refund of the record returns: while the record holds what it paid for, the payment
 * that paid it (asked back first); once it closed, money that came after.
 */
export async function paymentToRefund(
  db: Kysely<Database>,
  payable: Payable,
  holdsPlace: boolean,
): Promise<PaymentRow | undefined> {
  const order: PaymentState[] = holdsPlace ? ['refund_requested', 'verified'] : ['paid_after_close'];
  const rows = await paymentsOf(db, payable);
  for (const state of order) {
    const found = rows.find((p) => p.state === state);
    if (found) return found;
  }
  return undefined;
}

/**
 * For each of `states`, the references of one kind of record with a payment in it (the admin lists' markers), in one
 * query.
 */
export async function payablesIn<S extends PaymentState>(
  db: Kysely<Database>,
  type: Payable['type'],
  states: S[],
): Promise<Record<S, Set<string>>> {
  const rows = await db
    .selectFrom('payments')
    .select(['payable_ref', 'state'])
    .where('payable_type', '=', type)
    .where('state', 'in', states)
    .execute();
  const found = Object.fromEntries(states.map((state) => [state, new Set<string>()])) as Record<S, Set<string>>;
  for (const row of rows) found[row.state as S].add(row.payable_ref);
  return found;
}

/** A payment verified for a record that could not take it: it waits for its refund. */
export async function keepForRefund(trx: Kysely<Database>, id: number): Promise<PaymentRow | undefined> {
  return movePayment(trx, id, ['verified'], 'paid_after_close');
}
export {
  GatewayError,
  checkoutSources,
  createGatewayOrder,
  gatewayConfig,
  gatewayPublicKey,
  paymentSignatureValid,
  type GatewayConfig,
} from './razorpay.ts';
export {
  amountLines,
  linesAsText,
  openingLines,
  paymentLines,
  receiptTexts,
  type ReceiptLine,
} from './receipt-lines.ts';
export { nextReceiptNumber } from './receipt-numbers.ts';

export { qrSvg, upiLink } from './upi.ts';
export { recordGatewayPayment, type GatewayPayable } from './gateway-payments.ts';
export { countByState, selectPayments, type LedgerFilter, upiPaymentsByUtr } from './ledger.ts';
export { receiptDocumentPdf, type Bilingual, type ReceiptDocument } from './receipt-document.ts';
export { refundPayment, type RefundOptions } from './refund.ts';
