import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getDb } from '#src/server/db/connect.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { readRawBody } from '#src/server/http/body.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { gatewayConfig, webhookSignatureValid, type GatewayConfig } from './razorpay.ts';
import { alreadyRecorded, recordWithin, type GatewayPayable } from './gateway-payments.ts';
import { claimHolder } from './ledger.ts';

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    order?: { entity?: { id?: string } };
  };
}

export type WebhookResult =
  | { status: 200; handled: 'confirmed' | 'recorded' | 'repeated' | 'ignored' }
  | { status: 400; problem: 'signature' | 'body' }
  | { status: 503 };

/** The event as JSON, or undefined when it is not an object (`null`, a number, a list, broken text). */
function parseEvent(rawBody: Buffer): WebhookEvent | undefined {
  try {
    const event: unknown = JSON.parse(rawBody.toString('utf8'));
    return event && typeof event === 'object' && !Array.isArray(event) ? (event as WebhookEvent) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a captured payment does, in the transaction that records the event's id (decision 054):
 * the record whose order it is takes it as its own code decides (docs/decisions/125), and the
 * ledger keeps it either way. A payment of another amount than the order's is logged, not taken.
 */
async function applyEvent(trx: Kysely<Database>, event: WebhookEvent, payables: GatewayPayable[], settings: Settings) {
  if (event.event !== 'payment.captured' && event.event !== 'order.paid') return 'ignored' as const;
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if (typeof orderId !== 'string' || typeof payment?.id !== 'string') return 'ignored' as const;
  for (const payable of payables) {
    const target = await payable.byOrder(trx, orderId);
    if (!target) continue;
    if (payment.amount !== undefined && payment.amount !== target.amountPaise) {
      log.error(
        `Razorpay payment ${payment.id} of ${payment.amount} paise ` +
          `does not match ${target.reference} (${target.amountPaise}); not taken`,
      );
      return 'ignored' as const;
    }
    // Recorded already (Checkout's handler, or an event of another id): the event is kept as seen.
    if (await claimHolder(trx, 'razorpay', payment.id)) return 'repeated' as const;
    const recorded = await recordWithin(trx, payable, target, payment.id, settings);
    return recorded.state === 'verified' ? ('confirmed' as const) : ('recorded' as const);
  }
  log.warn(`Razorpay webhook for unknown order ${orderId}`);
  return 'ignored' as const;
}

export async function handleWebhook(
  db: Kysely<Database>,
  config: GatewayConfig | undefined,
  rawBody: Buffer,
  headers: { signature: string | null; eventId: string | null },
  settings: Settings,
  payables: GatewayPayable[],
): Promise<WebhookResult> {
  if (!config?.webhookSecret) return { status: 503 };
  if (!webhookSignatureValid(config.webhookSecret, rawBody, headers.signature))
    return { status: 400, problem: 'signature' };
  const event = parseEvent(rawBody);
  if (!event) return { status: 400, problem: 'body' };
  const eventId = headers.eventId?.slice(0, 100);
  // The event's id is recorded in the transaction that records the payment: a failure part-way
  // leaves neither, so Razorpay's redelivery does the work once. A second delivery at the same
  // moment waits on the first's id; Checkout's handler at the same moment, on the payment's claim.
  try {
    const handled = await transaction(db, async (trx) => {
      if (eventId) {
        const inserted = await trx
          .insertInto('payment_events')
          .values({ event_id: eventId, received_at: nowIso() })
          .onConflict((oc) => oc.column('event_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'repeated' as const;
      }
      return applyEvent(trx, event, payables, settings);
    });
    return { status: 200, handled };
  } catch (error) {
    if (alreadyRecorded(error)) return { status: 200, handled: 'repeated' };
    throw error;
  }
}

/**
 * Razorpay's webhook (payment.captured, order.paid) for every record that makes orders. The
 * signature is checked over the raw bytes as they arrived; a repeated event or payment id
 * changes nothing.
 */
export async function razorpayWebhook(context: APIContext, payables: GatewayPayable[]) {
  const raw = Buffer.from(await readRawBody(context.request));
  const db = getDb();
  const { settings } = await loadSettings(db);
  const headers = {
    signature: context.request.headers.get('x-razorpay-signature'),
    eventId: context.request.headers.get('x-razorpay-event-id'),
  };
  const result = await handleWebhook(db, gatewayConfig(), raw, headers, settings, payables);
  if (result.status === 200) return json({ handled: result.handled });
  if (result.status === 503) throw new RequestError(503, 'donation.webhook.off');
  throw new RequestError(
    400,
    result.problem === 'body' ? 'payments.webhook.notAnEvent' : 'donation.webhook.badSignature',
  );
}
