import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { overLimit, peek } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { currentUser } from '#src/features/auth/service.ts';
import { clientIp } from '#src/features/auth/service.ts';
import { keyMatches } from './keys.ts';
import type { BookingRow } from './repo.ts';

type Context = Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url' | 'redirect' | 'clientAddress'>;

const guessesKey = (context: Context) => `booking-key:ip:${clientIp(context)}`;

export const tooManyKeys = () =>
  new RequestError(429, 'booking.key.tooMany', undefined, { minutes: windowMinutes(limits.bookingKeys) });

/** The refusal of a booking's action to a caller without its key. */
export const keyNeeded = () => new RequestError(403, 'booking.key.needed');

/**
 * Whether the caller may see and act on the booking: with its key, as the account that booked
 * it, or as the office. A wrong key counts against the caller's address; past the limit every
 * key is refused for a while (429), so keys are not guessed by trying.
 */
export async function mayOpen(
  db: Kysely<Database>,
  context: Context,
  booking: Pick<BookingRow, 'key_hash' | 'user_id'>,
  key: unknown,
): Promise<boolean> {
  const user = await currentUser(context);
  if (user && (user.role === 'Admin' || (booking.user_id !== null && user.id === booking.user_id))) return true;
  if (typeof key !== 'string' || key === '') return false;
  if ((await peek(db, guessesKey(context), limits.bookingKeys)) >= limits.bookingKeys.max) throw tooManyKeys();
  if (keyMatches(booking.key_hash, key)) return true;
  if (await overLimit(db, guessesKey(context), limits.bookingKeys)) throw tooManyKeys();
  return false;
}

/** As mayOpen, refusing with 403 (what to do) when the caller may not. */
export async function requireKey(
  db: Kysely<Database>,
  context: Context,
  booking: Pick<BookingRow, 'key_hash' | 'user_id'>,
  key: unknown,
): Promise<void> {
  if (!(await mayOpen(db, context, booking, key))) throw keyNeeded();
}
