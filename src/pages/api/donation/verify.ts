import type { APIRoute } from 'astro';
import { createT, isLang } from '#src/i18n/index.ts';
import { readFields } from '#src/server/http/body.ts';
import { verifyCheckout } from '#src/features/donations/gateway.ts';
import { gatewayConfig } from '#src/features/donations/razorpay.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Checkout's handler posts here: { reference, razorpay_payment_id, razorpay_order_id,
 * razorpay_signature }. The donation is marked paid only when the signature over our stored
 * order id and the payment id checks out; a replay of a good one changes nothing.
 */
export const POST: APIRoute = async (context) => {
  const asked = context.url.searchParams.get('lang');
  const t = createT(isLang(asked) ? asked : context.locals.lang);
  const config = gatewayConfig();
  if (!config) return json(503, { message: t('donation.gateway.off') });
  const db = getDb();
  const { settings } = await loadSettings(db);
  const result = await verifyCheckout(db, config, await readFields(context.request), settings, getConfig().MAIL_RETRY_SECONDS * 1000);
  if (!result.ok) return json(result.status, { message: t(result.status === 404 ? 'donation.gateway.unknown' : 'donation.gateway.unverified') });
  return json(200, { reference: result.donation.reference, status: result.donation.status, receiptNumber: result.donation.receipt_number });
};
