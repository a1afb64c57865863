import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { log } from '#src/server/log.ts';
import { clientIp } from '#src/features/auth/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { tooManyDonations, validateDonation } from './forms.ts';
import { orderFor, verifyCheckout } from './gateway.ts';
import { gatewayConfig, GatewayError } from '#src/features/payments/service.ts';
import { limitOrders } from '#src/features/payments/service.ts';
import { findDonation } from './repo.ts';
import { startDonation, startedDonation } from './service.ts';
import { createOnce, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { isForeignContribution } from '#src/features/citizenship/service.ts';

/**
 * The handlers of /api/donation/create-order and /verify (the webhook is the payments module's): Razorpay's side of a
 * donation. A refusal is thrown and answered by the middleware as `{ message, fields }` in the
 * caller's language (the payment step's script asks with ?lang=te).
 */

const noStore = { 'cache-control': 'no-store' };

/** Razorpay keys, or the refusal: online payment is not set up on this site. */
function gatewayOrRefuse() {
  const config = gatewayConfig();
  if (!config) throw new RequestError(503, 'donation.gateway.off');
  return config;
}

/**
 * A Razorpay order for a donation: body { reference } of a pending donation, or the donation
 * form's fields (a new pending donation is stored first). Answers 201 with what Checkout needs.
 */
export async function createOrder(context: APIContext) {
  const { t, lang } = context.locals;
  const config = gatewayOrRefuse();
  const db = getDb();
  await limitOrders(db, context);
  const body = await readFields(context.request);
  let donation = typeof body.reference === 'string' ? await findDonation(db, body.reference) : undefined;
  if (typeof body.reference === 'string' && !donation) throw new RequestError(404, 'donation.gateway.unknown');
  if (!donation) {
    const result = validateDonation(body);
    if (!result.ok) {
      const first = Object.values(result.errors)[0]!;
      throw new RequestError(400, first.key, result.errors, first.vars);
    }
    const key = idempotencyKeyOf(context.request, 'donation', body, context.locals.user);
    // An API route's locals carry no settings (pages only): the declaration's rule reads them here.
    const { settings } = await loadSettings(db);
    const ip = clientIp(context);
    const started = await createOnce(
      db,
      key,
      (trx) => startDonation(trx, result.data, { lang, ip, userId: context.locals.user?.id, settings }),
      (r) => (r.ok ? r.donation.reference : undefined),
      startedDonation,
    );
    if (!started.ok) throw new RequestError(429, tooManyDonations.key, undefined, tooManyDonations.vars);
    donation = started.donation;
  }
  // Both answers below name the donation, so the page can go on to it.
  const { reference } = donation;
  const onlyFcra = t('citizenship.fcra.gateway');
  if (isForeignContribution(donation)) return json({ message: onlyFcra, fields: {}, reference }, 409, noStore);
  if (donation.status !== 'pending')
    return json({ message: t('donation.utr.closed'), fields: {}, reference: donation.reference }, 409, noStore);
  try {
    const orderId = await orderFor(db, config, donation);
    return json(
      {
        reference: donation.reference,
        orderId,
        amount: donation.amount_paise,
        currency: 'INR',
        keyId: config.keyId,
        name: `${donation.first_name} ${donation.last_name}`,
        email: donation.email,
      },
      201,
      noStore,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn(`Order for ${donation.reference}: ${error.message}`);
    return json({ message: t('donation.gateway.down'), fields: {}, reference: donation.reference }, 502, noStore);
  }
}

/**
 * Checkout's handler posts here: { reference, razorpay_payment_id, razorpay_order_id,
 * razorpay_signature }. The donation is marked paid only when the signature over our stored
 * order id and the payment id checks out; a replay of a good one changes nothing.
 */
export async function verifyPayment(context: APIContext) {
  const config = gatewayOrRefuse();
  const db = getDb();
  const { settings } = await loadSettings(db);
  const result = await verifyCheckout(db, config, await readFields(context.request), settings);
  if (!result.ok)
    throw new RequestError(
      result.status,
      result.status === 404 ? 'donation.gateway.unknown' : 'donation.gateway.unverified',
    );
  return json(
    {
      reference: result.donation.reference,
      status: result.donation.status,
      receiptNumber: result.donation.receipt_number,
    },
    200,
    noStore,
  );
}
