import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { json, parseWith } from '#src/server/http/errors.ts';
import { currentUser } from '#src/features/auth/service.ts';
import { enabledPujas, pujaJson } from '#src/features/pujas/service.ts';
import { bookableDays } from './book.ts';
import { bookingSchema } from './schema.ts';
import { bookingJson } from './view.ts';
import { bookingOf, bookOnce } from './book-once.ts';
import { asksSeries, seriesSchema } from './series-schema.ts';
import { shippingRuleOf } from './shipping.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { knownDevice } from './device.ts';
import { joinWaitlist } from './waitlist.ts';
import { waitlistSchema } from './waitlist-schema.ts';
import { holderOf } from './fair-holds-http.ts';

/**
 * The handlers of /api/bookings, and /api/pujas's list with the days that still have places (the
 * office's changes to the catalogue are src/features/pujas/api.ts). A refusal is thrown and
 * answered by the middleware as `{ message, fields }` in the caller's language.
 */

/** The enabled pujas, each with its next bookable dates (up to ten). */
export async function getPujas(_context: APIContext) {
  const db = getDb();
  const pujas = await enabledPujas(db);
  const listed = await Promise.all(
    pujas.map(async (p) =>
      pujaJson(
        p,
        getStorage(),
        (await bookableDays(db, p)).slice(0, 10).map((d) => d.day),
      ),
    ),
  );
  return json(listed);
}

/** A booking: 201 with its reference while it holds its place, 400 for bad input, 409 when the day is full. */
export async function postBooking(context: APIContext) {
  const body = await readFields(context.request);
  const input = parseWith(bookingSchema, body);
  // With `often` and its fields, a seva that comes back (docs/decisions/162).
  const series = asksSeries(body) ? parseWith(seriesSchema, body) : undefined;
  const user = await currentUser(context);
  const db = getDb();
  const { settings } = await loadSettings(db);
  // A booking sent again with its Idempotency-Key holds one place and is answered as it is now.
  const key = idempotencyKeyOf(context.request, 'booking', body, user);
  const context_ = {
    lang: context.locals.lang,
    userId: user?.id ?? null,
    shipping: shippingRuleOf(settings),
    ...holderOf(context, settings, knownDevice(context)),
  };
  const booking = await bookOnce(db, key, bookingOf(input, series, context_, settings), settings);
  return json(bookingJson(booking, booking.key), 201);
}

/** A full day's waitlist: 201 with the entry, 409 when the day still has places, 400 for bad input. */
export async function postWaitlist(context: APIContext) {
  const input = parseWith(waitlistSchema, await readFields(context.request));
  const entry = await joinWaitlist(getDb(), input, context.locals.lang);
  return json({ id: entry.id, pujaId: entry.puja_id, date: entry.day, status: entry.status }, 201);
}
