import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { formatMoment } from '#src/i18n/dates.ts';

/**
 * Fair holds (docs/decisions/152): one devotee, or one script, cannot hold every place. Unpaid
 * holds are counted per e-mail, per phone and per device; bookings per client address an hour.
 */

export interface HoldLimits {
  perEmail: number;
  perPhone: number;
  perDevice: number;
  perAddressHour: number;
}

export const defaultHoldLimits: HoldLimits = { perEmail: 3, perPhone: 3, perDevice: 3, perAddressHour: 10 };

export const holdLimitsOf = (settings: Settings): HoldLimits => ({
  perEmail: settings.payment.holdsPerEmail,
  perPhone: settings.payment.holdsPerPhone,
  perDevice: settings.payment.holdsPerDevice,
  perAddressHour: settings.payment.bookingsPerAddressHour,
});

/** Who asks for a place: the booking's contacts, and the device cookie and client address when known. */
export interface Holder {
  email: string;
  phone: string;
  device?: string | null;
  address?: string | null;
}

export const normalEmail = (email: string) => email.trim().toLowerCase();
/** An Indian number and its E.164 form count as one phone: the country code is dropped for India. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
}

const hourMs = 3_600_000;

type Contact = 'email' | 'phone' | 'device';
const columns = { email: 'email', phone: 'phone_digits', device: 'device_id' } as const;

/**
 * Refuses a hold the holder may not take, in the booking's transaction and before its place is
 * taken: the address's hour first (429), then each contact's unpaid holds (409). The holder's rows
 * in booking_holders are locked first, in one order, so two bookings of one holder at once count
 * one after the other (PostgreSQL makes the second wait for the first to commit; SQLite has one
 * writer). Only live holds count: one whose time ran out is not the devotee's any more.
 */
export async function checkHolds(
  trx: Kysely<Database>,
  holder: Holder,
  limits: HoldLimits,
  lang: string,
): Promise<void> {
  if (
    holder.address &&
    (await overLimit(trx, `booking:ip:${holder.address}`, { max: limits.perAddressHour, windowMs: hourMs }))
  ) {
    throw new RequestError(429, 'booking.holds.address', undefined, { max: limits.perAddressHour });
  }
  const contacts: Array<[Contact, string, number]> = [
    ['email', normalEmail(holder.email), limits.perEmail],
    ['phone', phoneDigits(holder.phone), limits.perPhone],
  ];
  if (holder.device) contacts.push(['device', holder.device, limits.perDevice]);
  const keys = contacts.map(([kind, value]) => `${kind}:${value}`).sort();
  const now = nowIso();
  for (const key of keys) {
    await trx
      .insertInto('booking_holders')
      .values({ key, locked_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ locked_at: now }))
      .execute();
  }
  for (const [kind, value, max] of contacts) {
    const row = await trx
      .selectFrom('bookings')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('hold_until').as('first_end')])
      .where(columns[kind], '=', value)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('hold_until', 'is', null), eb('hold_until', '>', now)]))
      // A seva's later days wait on its first (no hold, no UTR of their own): the series is one hold.
      .where((eb) => eb.or([eb('series_id', 'is', null), eb('hold_until', 'is not', null), eb('utr', 'is not', null)]))
      .executeTakeFirst();
    if (Number(row?.n ?? 0) < max) continue;
    const firstEnd = row?.first_end ? String(row.first_end) : null;
    const field = (key: string, vars: Record<string, string | number>) =>
      kind === 'device' ? undefined : { [kind]: { key, vars } };
    if (!firstEnd)
      throw new RequestError(409, `booking.holds.${kind}Checking`, field(`booking.holds.${kind}Checking`, { max }), {
        max,
      });
    const time = formatMoment(firstEnd, lang === 'te' ? 'te' : 'en', { zone: true });
    const vars = { max, time };
    throw new RequestError(409, `booking.holds.${kind}`, field(`booking.holds.${kind}`, vars), vars);
  }
}
