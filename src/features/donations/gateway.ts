import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { nowIso } from '../../server/db/columns.ts';
import { log } from '../../server/log.ts';
import type { Settings } from '../site/settings/sections/index.ts';
import { createGatewayOrder, paymentSignatureValid, webhookSignatureValid, type GatewayConfig } from './razorpay.ts';
import { findDonation, setGatewayOrder, type DonationRow } from './repo.ts';
import { confirmAndReceipt } from './service.ts';

/**
 * The Razorpay side of a donation: one order per pending donation, then the donation is marked
 * paid only after a signature made with our secret proves the payment (Checkout's handler or the
 * webhook, whichever comes first; the other then changes nothing).
 */
export async function orderFor(db: Kysely<Database>, config: GatewayConfig, donation: DonationRow): Promise<string> {
  if (donation.gateway_order_id) return donation.gateway_order_id;
  const orderId = await createGatewayOrder(config, donation);
  await setGatewayOrder(db, donation.reference, orderId);
  return orderId;
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

export async function handleWebhook(
  db: Kysely<Database>,
  config: GatewayConfig | undefined,
  rawBody: Buffer,
  headers: { signature: string | null; eventId: string | null },
  settings: Settings,
  retryBaseMs: number,
): Promise<WebhookResult> {
  if (!config?.webhookSecret) return { status: 503 };
  if (!webhookSignatureValid(config.webhookSecret, rawBody, headers.signature)) return { status: 400 };
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
  } catch {
    return { status: 400 };
  }
  if (headers.eventId) {
    const inserted = await db
      .insertInto('payment_events')
      .values({ event_id: headers.eventId.slice(0, 100), received_at: nowIso() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { status: 200, handled: 'repeated' };
  }
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return { status: 200, handled: 'ignored' };
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (!orderId || !payment?.id) return { status: 200, handled: 'ignored' };
  const row = await db.selectFrom('donations').select('reference').where('gateway_order_id', '=', orderId).executeTakeFirst();
  if (!row) {
    log.warn(`Razorpay webhook for unknown order ${orderId}`);
    return { status: 200, handled: 'ignored' };
  }
  const donation = (await findDonation(db, row.reference))!;
  if (payment.amount !== undefined && payment.amount !== donation.amount_paise) {
    log.error(`Razorpay payment ${payment.id} of ${payment.amount} paise does not match donation ${donation.reference} (${donation.amount_paise}); not confirmed`);
    return { status: 200, handled: 'ignored' };
  }
  const result = await confirmAndReceipt(db, donation.reference, { status: 'paid', paymentId: payment.id }, settings, retryBaseMs);
  return { status: 200, handled: result.confirmed ? 'confirmed' : 'repeated' };
}
