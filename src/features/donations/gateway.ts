import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { log } from '#src/server/log.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { createGatewayOrder, paymentSignatureValid, webhookSignatureValid, type GatewayConfig } from '#src/features/payments/razorpay.ts';
import { confirmWithin, findDonation, setGatewayOrder, type DonationRow } from './repo.ts';
import { confirmAndReceipt, receiptAfterConfirm } from './service.ts';

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

export type VerifyResult = { ok: true; donation: DonationRow } | { ok: false; status: 400 | 404 };

export async function verifyCheckout(
  db: Kysely<Database>,
  config: GatewayConfig,
  body: { reference?: unknown; razorpay_payment_id?: unknown; razorpay_signature?: unknown },
  settings: Settings,
  retryBaseMs: number,
): Promise<VerifyResult> {
  const donation = typeof body.reference === 'string' ? await findDonation(db, body.reference) : undefined;
  if (!donation) return { ok: false, status: 404 };
  const paymentId = typeof body.razorpay_payment_id === 'string' ? body.razorpay_payment_id : '';
  // Only the order id we stored counts: a signature for some other order proves nothing here.
  if (!donation.gateway_order_id || !/^pay_\w+$/.test(paymentId) || !paymentSignatureValid(config.keySecret, donation.gateway_order_id, paymentId, body.razorpay_signature)) {
    return { ok: false, status: 400 };
  }
  const result = await confirmAndReceipt(db, donation.reference, { status: 'paid', paymentId }, settings, retryBaseMs);
  return { ok: true, donation: result.donation ?? donation };
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number; amount?: number } };
  };
}

export type WebhookResult = { status: 200; handled: 'confirmed' | 'repeated' | 'ignored' } | { status: 400 | 503 };
type Handled = { handled: 'repeated' | 'ignored' } | { handled: 'confirmed'; donation: DonationRow } | { handled: 'confirmed'; after: AfterCommit };
type AfterCommit = (db: Kysely<Database>, settings: Settings) => Promise<void>;

/** A captured payment as the webhook saw it: the order we made, Razorpay's payment id, the paise. */
export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  amount?: number;
}

/**
 * Razorpay orders that another feature made (puja bookings): given a payment whose order is not a
 * donation's, it confirms its own record inside the webhook's transaction, or answers undefined
 * when the order is not one of its own. `after` runs once the transaction has committed (its mail).
 */
export interface GatewayOrders {
  confirmWithin(trx: Kysely<Database>, payment: CapturedPayment): Promise<{ handled: 'repeated' | 'ignored' } | { handled: 'confirmed'; after: AfterCommit } | undefined>;
}

/**
 * What the event does, inside the transaction that records its id. The paid donation is found
 * by the order id we stored; a payment of another amount confirms nothing.
 */
async function applyEvent(trx: Kysely<Database>, event: WebhookEvent, others: GatewayOrders[]): Promise<Handled> {
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return { handled: 'ignored' };
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!orderId || !payment?.id) return { handled: 'ignored' };
  const row = await trx.selectFrom('donations').select('reference').where('gateway_order_id', '=', orderId).executeTakeFirst();
  if (!row) {
    for (const orders of others) {
      const handled = await orders.confirmWithin(trx, { orderId, paymentId: payment.id, amount: payment.amount });
      if (handled) return handled;
    }
    log.warn(`Razorpay webhook for unknown order ${orderId}`);
    return { handled: 'ignored' };
  }
  const donation = (await findDonation(trx, row.reference))!;
  if (payment.amount !== undefined && payment.amount !== donation.amount_paise) {
    log.error(`Razorpay payment ${payment.id} of ${payment.amount} paise does not match donation ${donation.reference} (${donation.amount_paise}); not confirmed`);
    return { handled: 'ignored' };
  }
  const result = await confirmWithin(trx, donation.reference, { status: 'paid', paymentId: payment.id });
  return result.confirmed ? { handled: 'confirmed', donation: result.donation } : { handled: 'repeated' };
}

export async function handleWebhook(
  db: Kysely<Database>,
  config: GatewayConfig | undefined,
  rawBody: Buffer,
  headers: { signature: string | null; eventId: string | null },
  settings: Settings,
  retryBaseMs: number,
  others: GatewayOrders[] = [],
): Promise<WebhookResult> {
  if (!config?.webhookSecret) return { status: 503 };
  if (!webhookSignatureValid(config.webhookSecret, rawBody, headers.signature)) return { status: 400 };
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    return { status: 400 };
  }
  const eventId = headers.eventId?.slice(0, 100);
  // The event's id is recorded in the transaction that confirms the donation: a failure part-way
  // leaves neither, so Razorpay's redelivery does the work once; after the commit both stand,
  // and a redelivery is a repeat. A second delivery at the same moment waits on the first's id.
  const result = await db.transaction().execute(async (trx): Promise<Handled> => {
    if (eventId) {
      const inserted = await trx
        .insertInto('payment_events')
        .values({ event_id: eventId, received_at: nowIso() })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { handled: 'repeated' };
    }
    return applyEvent(trx, event, others);
  });
  if (result.handled === 'confirmed') {
    if ('donation' in result) await receiptAfterConfirm(db, result.donation, settings, retryBaseMs);
    else await result.after(db, settings);
  }
  return { status: 200, handled: result.handled };
}
