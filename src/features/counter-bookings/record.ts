import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { invalidInput } from '#src/server/http/errors.ts';
import { createOnce, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import type { SessionUser } from '#src/features/auth/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { findBooking, type BookingRow } from '#src/features/bookings/service.ts';
import { counterBookingSchema } from './schema.ts';
import { recordCounterBooking } from './service.ts';

type Context = Pick<APIContext, 'request' | 'locals'>;

/**
 * A counter booking from posted fields, for the page and the API alike: checked by the one schema
 * (400 naming each field), recorded once per idempotency key (a double tap books one place).
 */
export async function bookFromFields(
  context: Context,
  body: Record<string, unknown>,
  admin: SessionUser,
): Promise<BookingRow> {
  const { lang } = context.locals;
  // API requests are not given the settings by the middleware; pages are.
  const settings = context.locals.settings ?? (await loadSettings(getDb())).settings;
  const parsed = counterBookingSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error, body);
  const db = getDb();
  const key = idempotencyKeyOf(context.request, 'counter-booking', body, admin);
  const actor = { id: admin.id, name: admin.name, email: admin.email };
  return createOnce(
    db,
    key,
    (trx) => recordCounterBooking(trx, parsed.data, { actor, lang, settings }),
    (b) => b.reference,
    findBooking,
  );
}
