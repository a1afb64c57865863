import { createHmac, timingSafeEqual } from 'node:crypto';
import { getConfig } from '#src/server/config.ts';
import type { Policy } from '#src/server/security-headers.ts';

export interface GatewayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiBase: string;
}

export function gatewayConfig(): GatewayConfig | undefined {
  const c = getConfig();
  if (!c.RAZORPAY_KEY_ID || !c.RAZORPAY_KEY_SECRET) return undefined;
  return {
    keyId: c.RAZORPAY_KEY_ID,
    keySecret: c.RAZORPAY_KEY_SECRET,
    webhookSecret: c.RAZORPAY_WEBHOOK_SECRET,
    apiBase: c.RAZORPAY_API_BASE.replace(/\/+$/, ''),
  };
}

export const gatewayPublicKey = () => gatewayConfig()?.keyId;

/** What Checkout needs beyond the site's policy: its script, its API calls and its payment frame. */
export const checkoutSources: Policy = {
  'script-src': ['https://checkout.razorpay.com'],
  'connect-src': ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  'frame-src': ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  'img-src': ['https://cdn.razorpay.com'],
};

const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares two hex signatures in constant time; anything not 64 hex digits is false. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Checkout's signature: HMAC-SHA256 of '<our stored order id>|<payment id>' with the key secret. */
export function paymentSignatureValid(secret: string, orderId: string, paymentId: string, signature: unknown): boolean {
  return sameSignature(hmacHex(secret, `${orderId}|${paymentId}`), signature);
}

/** The webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignatureValid(secret: string, rawBody: Buffer | string, signature: unknown): boolean {
  return sameSignature(hmacHex(secret, rawBody), signature);
}

export class GatewayError extends Error {
  override name = 'GatewayError';
}

/** Creates an order through Razorpay's REST API: amount in paise, receipt = our reference. */
export async function createGatewayOrder(
  config: GatewayConfig,
  donation: { reference: string; amount_paise: number; cause: string },
): Promise<string> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/orders`, {
      method: 'POST',
      headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: donation.amount_paise,
        currency: 'INR',
        receipt: donation.reference,
        notes: { reference: donation.reference, cause: donation.cause },
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { description?: string } };
  if (!response.ok || typeof body.id !== 'string') {
    throw new GatewayError(
      `Razorpay refused the order (${response.status}): ${body.error?.description ?? 'no reason given'}`,
    );
  }
  return body.id;
}

/**
 * Refunds a captured payment through Razorpay's Refunds API (POST /payments/{id}/refund, amount
 * in paise, our reference as the receipt); answers the refund's id.
 */
/**
 * `idempotencyKey` goes as Razorpay's X-Refund-Idempotency header: a retry with the same key and
 * body makes no second refund (Razorpay's Refunds API, "Create a Normal Refund (Idempotent Request)").
 */
export async function refundGatewayPayment(
  config: GatewayConfig,
  payment: { paymentId: string; amountPaise: number; reference: string; idempotencyKey: string },
): Promise<string> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/payments/${encodeURIComponent(payment.paymentId)}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/json',
        'x-refund-idempotency': payment.idempotencyKey,
      },
      body: JSON.stringify({
        amount: payment.amountPaise,
        receipt: payment.reference,
        notes: { reference: payment.reference },
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GatewayError(`Razorpay could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { description?: string } };
  if (!response.ok || typeof body.id !== 'string')
    throw new GatewayError(
      `Razorpay refused the refund (${response.status}): ${body.error?.description ?? 'no reason given'}`,
    );
  return body.id;
}
