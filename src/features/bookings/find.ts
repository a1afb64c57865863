import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import type { Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { bookingPath, renewBookingKey } from './keys.ts';
import { mailFound } from './lifecycle.ts';
import { selectBookingsOf } from './repo.ts';

/** How far back find-my-booking looks. */
export const findMonths = 12;

/**
 * Find my booking (issue 27): the address's bookings of the last twelve months are mailed to it,
 * each with a new key (only hashes are kept, so a key cannot be mailed twice; the older link stops
 * working). The caller learns nothing: the same answer whether or not any exist. Limited per
 * client address and per e-mail address, so neither guesses nor a flooded inbox come of it.
 */
export async function findMyBookings(
  db: Kysely<Database>,
  email: string,
  asked: { ip: string; lang: Lang; settings: Settings },
  now = new Date(),
): Promise<void> {
  const tooMany = (limit: typeof limits.bookingFinds) =>
    new RequestError(429, 'booking.find.tooMany', undefined, { minutes: windowMinutes(limit) });
  if (await overLimit(db, `booking-find:ip:${asked.ip}`, limits.bookingFinds)) throw tooMany(limits.bookingFinds);
  if (await overLimit(db, `booking-find:email:${email}`, limits.bookingFindMails))
    throw tooMany(limits.bookingFindMails);
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - findMonths);
  const bookings = (await selectBookingsOf(db, { email })).filter((b) => b.created_at >= since.toISOString());
  if (bookings.length === 0) return;
  // The new keys and their mail together: a key is never stored without its link on the way.
  await transaction(db, async (trx) => {
    const found = [];
    for (const booking of bookings)
      found.push({
        booking,
        link: bookingPath(booking.reference, await renewBookingKey(trx, booking.reference), asked.lang),
      });
    await mailFound(trx, email, asked.lang, found, asked.settings);
  });
}
