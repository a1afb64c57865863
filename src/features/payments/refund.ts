import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import { GatewayError, refundGatewayPayment, type GatewayConfig } from './razorpay.ts';
import { claimRefund, movePayment, refundableStates, releaseRefund, type PaymentRow } from './ledger.ts';

/**
 * Decides, in the transaction that claims the refund, how much of the payment goes back, and
 * holds what it refunds (a seva's days not yet performed) so nothing else moves them meanwhile.
 */
export type RefundPart = (trx: Kysely<Database>, claimed: PaymentRow) => Promise<number>;

export interface RefundOptions {
  /** The bank's reference of a refund the office made by hand (a UPI payment). */
  bankReference?: string;
  gateway?: GatewayConfig;
}

/**
 * Returns a payment, exactly once (docs/decisions/125): the refund is claimed in the database
 * before the gateway is called, so of ten requests at once one calls it and nine answer 409; the
 * call carries the payment's refund key, the same on a retry after a failure, so the gateway
 * itself makes it once. `then` changes the record in the transaction that marks the payment
 * refunded; it must not refuse, for the money has gone back by then.
 */
export async function refundPayment(
  db: Kysely<Database>,
  payment: PaymentRow,
  options: RefundOptions,
  then: (trx: Kysely<Database>, refunded: PaymentRow) => Promise<void>,
  part?: RefundPart,
): Promise<PaymentRow> {
  const byGateway = payment.method === 'razorpay';
  const bankReference = options.bankReference?.trim() ?? '';
  if (byGateway && !options.gateway) throw new RequestError(503, 'donation.gateway.off');
  if (!byGateway && !bankReference)
    throw new RequestError(400, 'booking.error.bankReference', { bankReference: 'booking.error.bankReference' });
  const { claimed, amountPaise } = await transaction(db, async (trx) => {
    const claimed = await claimRefund(trx, payment.id);
    if (!claimed) throw new RequestError(409, 'payments.error.refundUnderway');
    return {
      claimed,
      amountPaise: part ? Math.min(await part(trx, claimed), claimed.amount_paise) : claimed.amount_paise,
    };
  });
  let refundReference = bankReference;
  if (byGateway) {
    try {
      refundReference = await refundGatewayPayment(options.gateway!, {
        paymentId: claimed.payment_ref,
        amountPaise,
        reference: claimed.payable_ref,
        idempotencyKey: claimed.refund_key!,
      });
    } catch (error) {
      await releaseRefund(db, claimed.id);
      if (!(error instanceof GatewayError)) throw error;
      log.warn(`Refund of ${claimed.payable_ref} (${claimed.payment_ref}): ${error.message}`);
      throw new RequestError(502, 'donation.gateway.down');
    }
  }
  return transaction(db, async (trx) => {
    const refunded = await movePayment(trx, claimed.id, refundableStates, 'refunded', {
      refund_reference: refundReference,
      refunded_paise: amountPaise === claimed.amount_paise ? null : amountPaise,
    });
    if (!refunded) throw new RequestError(409, 'payments.error.refundUnderway');
    await then(trx, refunded);
    return refunded;
  });
}
