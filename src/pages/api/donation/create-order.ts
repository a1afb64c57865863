import type { APIRoute } from 'astro';
import { createT, isLang, type Lang } from '../../../i18n/index.ts';
import { clientIp } from '../../../features/auth/http.ts';
import { readFields } from '../../../server/http/body.ts';
import { tooManyDonations, translateErrors, validateDonation } from '../../../features/donations/forms.ts';
import { orderFor } from '../../../features/donations/gateway.ts';
import { findDonation } from '../../../features/donations/repo.ts';
import { gatewayConfig, GatewayError } from '../../../features/donations/razorpay.ts';
import { startDonation } from '../../../features/donations/service.ts';
import { getDb } from '../../../server/db/connect.ts';
import { createOnce, idempotencyKeyOf } from '../../../server/idempotency/index.ts';
import { log } from '../../../server/log.ts';
import { overLimit } from '../../../server/rate-limit/index.ts';
import { limits, windowMinutes } from '../../../server/rate-limit/limits.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * A Razorpay order for a donation: body { reference } of a pending donation, or the donation
 * form's fields (a new pending donation is stored first). Answers 201 with what Checkout needs.
 */
export const POST: APIRoute = async (context) => {
  // The page's script asks with ?lang=te; the path of an API route carries no language.
  const lang = isLang(context.url.searchParams.get('lang')) ? (context.url.searchParams.get('lang') as Lang) : context.locals.lang;
  const t = createT(lang);
  const config = gatewayConfig();
  if (!config) return json(503, { message: t('donation.gateway.off') });
  const db = getDb();
  if (await overLimit(db, `order:ip:${clientIp(context)}`, limits.orders)) return json(429, { message: t('donation.gateway.tooMany', { minutes: windowMinutes(limits.orders) }) });
  const body = await readFields(context.request);
  let donation = typeof body.reference === 'string' ? await findDonation(db, body.reference) : undefined;
  if (typeof body.reference === 'string' && !donation) return json(404, { message: t('donation.gateway.unknown') });
  if (!donation) {
    const result = validateDonation(body);
    if (!result.ok) {
      const errors = translateErrors(t, result.errors);
      return json(400, { message: Object.values(errors)[0], errors });
    }
    const key = idempotencyKeyOf(context.request, 'donation', body);
    const started = await createOnce(db, key, (trx) => startDonation(trx, result.data, { lang, ip: clientIp(context) }), (r) => r.ok);
    if (!started.ok) return json(429, { message: tooManyDonations(t) });
    // A repeat gets the donation as it was first stored: read it as it is now (its order, its status).
    donation = (await findDonation(db, started.donation.reference)) ?? started.donation;
  }
  if (donation.status !== 'pending') return json(409, { message: t('donation.utr.closed'), reference: donation.reference });
  try {
    const orderId = await orderFor(db, config, donation);
    return json(201, {
      reference: donation.reference,
      orderId,
      amount: donation.amount_paise,
      currency: 'INR',
      keyId: config.keyId,
      name: `${donation.first_name} ${donation.last_name}`,
      email: donation.email,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn(`Order for ${donation.reference}: ${error.message}`);
    return json(502, { message: t('donation.gateway.down'), reference: donation.reference });
  }
};
