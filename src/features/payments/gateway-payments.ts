import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { transaction } from '#src/server/db/transaction.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { claimHolder, claimRef, insertPayment, movePayment, type PaymentRow } from './ledger.ts';
import type { PayableType } from './tables.ts';

/**
 * A kind of record that takes Razorpay payments (a donation, a booking). The payments module
 * records the payment; the record's own feature says what the payment does to it.
 */
export interface GatewayPayable {
  type: PayableType;
  /** The record this order was made for, with the amount it asked for; undefined when not one of ours. */
  byOrder(trx: Kysely<Database>, orderId: string): Promise<{ reference: string; amountPaise: number } | undefined>;
  /**
   * What the payment does to its record, in the payment's transaction, whatever state the record
   * is in now: 'verified' when it paid it (mail it with afterCommit), 'paid_after_close' when the
   * record could not take it (cancelled, expired with its day full, already paid): the office
   * then refunds it.
   */
  settle(
    trx: Kysely<Database>,
    reference: string,
    payment: PaymentRow,
    settings: Settings,
  ): Promise<'verified' | 'paid_after_close'>;
}

/** Thrown inside a transaction to undo it when another request recorded the same payment first. */
class AlreadyRecorded extends Error {}

export const alreadyRecorded = (error: unknown) => error instanceof AlreadyRecorded;

/**
 * Records a payment the gateway proved, in the caller's transaction: the row first, then its
 * payment id's claim, which of two requests at once (webhook and Checkout) only one gets; the
 * other throws AlreadyRecorded and its transaction is undone. Then the record takes it.
 */
export async function recordWithin(
  trx: Kysely<Database>,
  payable: GatewayPayable,
  target: { reference: string; amountPaise: number },
  paymentId: string,
  settings: Settings,
): Promise<PaymentRow> {
  const row = await insertPayment(trx, {
    method: 'razorpay',
    ref: paymentId,
    amountPaise: target.amountPaise,
    payable: { type: payable.type, reference: target.reference },
    state: 'reported',
  });
  if (!(await claimRef(trx, row))) throw new AlreadyRecorded();
  const state = await payable.settle(trx, target.reference, row, settings);
  return (await movePayment(trx, row.id, ['reported'], state))!;
}

/** Checkout's handler: the payment recorded as the webhook would, or as it was already recorded. */
export async function recordGatewayPayment(
  db: Kysely<Database>,
  payable: GatewayPayable,
  target: { reference: string; amountPaise: number },
  paymentId: string,
  settings: Settings,
): Promise<PaymentRow> {
  const known = await claimHolder(db, 'razorpay', paymentId);
  if (known) return known;
  try {
    return await transaction(db, (trx) => recordWithin(trx, payable, target, paymentId, settings));
  } catch (error) {
    if (!alreadyRecorded(error)) throw error;
    return (await claimHolder(db, 'razorpay', paymentId))!;
  }
}
