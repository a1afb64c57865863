import type { APIRoute } from 'astro';
import { createT, isLang, type Lang } from '#src/i18n/index.ts';
import { clientIp } from '#src/features/auth/http.ts';
import { readFields } from '#src/server/http/body.ts';
import { tooManyDonations, translateErrors, validateDonation } from '#src/features/donations/forms.ts';
import { orderFor } from '#src/features/donations/gateway.ts';
import { findDonation } from '#src/features/donations/repo.ts';
import { gatewayConfig, GatewayError } from '#src/features/donations/razorpay.ts';
import { startDonation } from '#src/features/donations/service.ts';
import { getDb } from '#src/server/db/connect.ts';
import { log } from '#src/server/log.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';

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
    const started = await startDonation(db, result.data, { lang, ip: clientIp(context) });
    if (!started.ok) return json(429, { message: tooManyDonations(t) });
    donation = started.donation;
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
