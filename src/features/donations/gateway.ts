import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getConfig } from '#src/server/config.ts';
import { afterCommit } from '#src/server/db/transaction.ts';
import type { Settings } from '#src/features/settings/index.ts';
import {
  createGatewayOrder,
  paymentSignatureValid,
  type GatewayConfig,
  recordGatewayPayment,
  type GatewayPayable,
} from '#src/features/payments/service.ts';
import { confirmWithin, findDonation, setGatewayOrder, type DonationRow } from './repo.ts';
import { receiptAfterConfirm } from './service.ts';

/**
 * The Razorpay side of a donation: one order per pending donation, then the donation is marked
 * paid only after a signature made with our secret proves the payment (Checkout's handler or the
 * webhook, whichever comes first; the other then changes nothing).
 */
export async function orderFor(db: Kysely<Database>, config: GatewayConfig, donation: DonationRow): Promise<string> {
  if (donation.gateway_order_id) return donation.gateway_order_id;
  const orderId = await createGatewayOrder(config, donation);
  // Calls at the same moment may each have made an order: the one stored first is the order.
  // The others are never paid and expire at Razorpay.
  return setGatewayOrder(db, donation.reference, orderId);
}

/**
 * A Razorpay payment for a donation: it confirms a donation still waiting for its money and its
 * receipt goes once the payment's transaction commits; a donation already confirmed (by its UTR,
 * or another payment) keeps the payment in the ledger for the office to refund.
 */
export const donationPayable: GatewayPayable = {
  type: 'donation',
  async byOrder(trx, orderId) {
    const row = await trx
      .selectFrom('donations')
      .select(['reference', 'amount_paise'])
      .where('gateway_order_id', '=', orderId)
      .executeTakeFirst();
    return row && { reference: row.reference, amountPaise: Number(row.amount_paise) };
  },
  async settle(trx, reference, payment, settings) {
    const result = await confirmWithin(trx, reference, { status: 'paid', paymentId: payment.payment_ref });
    if (!result.confirmed) return 'paid_after_close';
    afterCommit(trx, (db) => receiptAfterConfirm(db, result.donation, settings, getConfig().MAIL_RETRY_SECONDS * 1000));
    return 'verified';
  },
};

export type VerifyResult = { ok: true; donation: DonationRow } | { ok: false; status: 400 | 404 };

export async function verifyCheckout(
  db: Kysely<Database>,
  config: GatewayConfig,
  body: { reference?: unknown; razorpay_payment_id?: unknown; razorpay_signature?: unknown },
  settings: Settings,
): Promise<VerifyResult> {
  const donation = typeof body.reference === 'string' ? await findDonation(db, body.reference) : undefined;
  if (!donation) return { ok: false, status: 404 };
  const paymentId = typeof body.razorpay_payment_id === 'string' ? body.razorpay_payment_id : '';
  // Only the order id we stored counts: a signature for some other order proves nothing here.
  if (
    !donation.gateway_order_id ||
    !/^pay_\w+$/.test(paymentId) ||
    !paymentSignatureValid(config.keySecret, donation.gateway_order_id, paymentId, body.razorpay_signature)
  ) {
    return { ok: false, status: 400 };
  }
  await recordGatewayPayment(
    db,
    donationPayable,
    { reference: donation.reference, amountPaise: donation.amount_paise },
    paymentId,
    settings,
  );
  return { ok: true, donation: (await findDonation(db, donation.reference)) ?? donation };
}
