import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, parseWith, RequestError } from '#src/server/http/errors.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { gatewayConfig, GatewayError } from '#src/features/payments/service.ts';
import { bookingOrder, verifyBookingPayment } from './gateway.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { bookingFilterSchema, cancelSchema, confirmSchema, dispatchSchema, refundSchema } from './admin-schema.ts';
import { dispatchPrasadam, markPerformed } from './lifecycle.ts';
import {
  cancelUnpaid,
  confirmBooking,
  markNotReceived,
  paidAfterCloseError,
  refundBooking,
  requestCancel,
} from './payments.ts';
import { findBooking, selectBookings } from './repo.ts';
import { bookingsCsv } from './export.ts';
import { allPujas } from '#src/features/pujas/service.ts';
import { bookingJson } from './view.ts';
import { requireKey } from './access.ts';
import { limitOrders } from '#src/features/payments/service.ts';

/** The handlers of the booking's admin actions and the devotee's cancellation. */

// API routes do not carry the settings in locals: read them where an e-mail needs them.
const settingsNow = async () => (await loadSettings(getDb())).settings;

const referenceOf = (context: APIContext) => {
  const reference = context.params.reference ?? '';
  if (!/^BK[2-9A-HJ-NP-Z]{10}$/.test(reference)) throw new RequestError(404, 'booking.error.unknown');
  return reference;
};

/** The bookings, by day and puja, with the filters of the admin screen. */
export async function getBookings(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const filter = parseWith(bookingFilterSchema, Object.fromEntries(context.url.searchParams));
  const rows = await selectBookings(getDb(), {
    from: filter.from,
    to: filter.to,
    pujaId: filter.puja,
    status: filter.status,
  });
  return json(
    rows.map((b) => ({
      ...bookingJson(b),
      name: b.name,
      email: b.email,
      phone: b.phone,
      utr: b.utr,
      courier: b.courier,
      tracking: b.tracking,
    })),
  );
}

export async function exportBookings(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const filter = parseWith(bookingFilterSchema, Object.fromEntries(context.url.searchParams));
  const db = getDb();
  const rows = await selectBookings(db, {
    from: filter.from,
    to: filter.to,
    pujaId: filter.puja,
    status: filter.status,
  });
  return new Response(bookingsCsv(rows, await allPujas(db)), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="puja-bookings.csv"',
      'cache-control': 'no-store',
    },
  });
}

/**
 * The office found the UPI payment in the bank statement: body { overrideReason } only when its
 * UTR already verified another record (409 names it).
 */
export async function postConfirm(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const input = parseWith(confirmSchema, await readFields(context.request));
  const result = await confirmBooking(getDb(), referenceOf(context), input, await settingsNow(), guard.user);
  if (!result.booking) throw new RequestError(404, 'booking.error.unknown');
  if (result.confirmed) return json(bookingJson(result.booking));
  throw result.paidAfterClose ? paidAfterCloseError(result.booking) : new RequestError(409, 'booking.error.notPending');
}

/** The office found no money for the booking's UTR: it is cancelled, its place freed and the devotee told. */
export async function postNotReceived(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(bookingJson(await markNotReceived(getDb(), referenceOf(context), await settingsNow(), guard.user)));
}

export async function postPerformed(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(bookingJson(await markPerformed(getDb(), referenceOf(context), await settingsNow(), guard.user)));
}

export async function postDispatch(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const sent = parseWith(dispatchSchema, await readFields(context.request));
  return json(
    bookingJson(await dispatchPrasadam(getDb(), referenceOf(context), sent, await settingsNow(), guard.user)),
  );
}

export async function postRefund(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const input = parseWith(refundSchema, await readFields(context.request));
  const booking = await refundBooking(
    getDb(),
    referenceOf(context),
    { bankReference: input.bankReference, gateway: gatewayConfig() },
    await settingsNow(),
    guard.user,
  );
  return json(bookingJson(booking));
}

/** The office cancels a booking that was never paid; its place is freed (a paid one is refunded instead). */
export async function postCancelUnpaid(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(bookingJson(await cancelUnpaid(getDb(), referenceOf(context), guard.user)));
}

/** The devotee asks to cancel: body { email } of the booking, which proves it is theirs. */
export async function postCancel(context: APIContext) {
  const fields = await readFields(context.request);
  const reference = referenceOf(context);
  const booking = await findBooking(getDb(), reference);
  if (!booking) throw new RequestError(404, 'booking.error.unknown');
  await requireKey(getDb(), context, booking, keyOf(context, fields));
  const input = parseWith(cancelSchema, fields);
  return json(bookingJson(await requestCancel(getDb(), reference, input.email)));
}

/** The booking's key, from the query (`?key=`, as its link) or the body's `key`. */
const keyOf = (context: APIContext, fields: Record<string, unknown>) =>
  context.url.searchParams.get('key') ?? fields.key;

/** Razorpay keys, or the refusal: online payment is not set up on this site (UPI only). */
function gatewayOrRefuse() {
  const config = gatewayConfig();
  if (!config) throw new RequestError(503, 'donation.gateway.off');
  return config;
}

/** A Razorpay order for a pending booking, for the total the server computed; its key in the body or query. */
export async function postOrder(context: APIContext) {
  const config = gatewayOrRefuse();
  const db = getDb();
  const booking = await findBooking(db, referenceOf(context));
  if (!booking) throw new RequestError(404, 'booking.error.unknown');
  // First: a reference alone neither makes orders nor reads the booker's name and e-mail (wrong
  // keys have their own limit); then the holder of the key is limited as donation orders are.
  await requireKey(db, context, booking, keyOf(context, await readFields(context.request)));
  await limitOrders(db, context);
  if (booking.status !== 'pending') throw new RequestError(409, 'booking.error.closed');
  try {
    const orderId = await bookingOrder(db, config, booking);
    return json(
      {
        reference: booking.reference,
        orderId,
        amount: booking.total_paise,
        currency: 'INR',
        keyId: config.keyId,
        name: booking.name,
        email: booking.email,
      },
      201,
      {
        'cache-control': 'no-store',
      },
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    throw new RequestError(502, 'donation.gateway.down');
  }
}

/** Checkout's handler: { razorpay_payment_id, razorpay_signature }; confirmed once the signature checks out. */
export async function postVerify(context: APIContext) {
  const config = gatewayOrRefuse();
  const booking = await verifyBookingPayment(
    getDb(),
    config,
    referenceOf(context),
    await readFields(context.request),
    await settingsNow(),
  );
  return json(bookingJson(booking));
}
