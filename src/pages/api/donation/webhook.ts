import type { APIRoute } from 'astro';
import { handleWebhook } from '#src/features/donations/gateway.ts';
import { gatewayConfig } from '#src/features/donations/razorpay.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readRawBody } from '#src/server/http/body.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * Razorpay's webhook (payment.captured, order.paid). The signature is checked over the raw
 * bytes as they arrived; a repeated event id or an already-paid donation changes nothing.
 */
export const POST: APIRoute = async (context) => {
  const raw = Buffer.from(await readRawBody(context.request));
  const db = getDb();
  const { settings } = await loadSettings(db);
  const result = await handleWebhook(
    db,
    gatewayConfig(),
    raw,
    { signature: context.request.headers.get('x-razorpay-signature'), eventId: context.request.headers.get('x-razorpay-event-id') },
    settings,
    getConfig().MAIL_RETRY_SECONDS * 1000,
  );
  if (result.status === 200) return json(200, { handled: result.handled });
  if (result.status === 503) return json(503, { message: 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).' });
  return json(400, { message: 'Signature does not match.' });
};
