import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { localePath, type Lang } from '#src/i18n/index.ts';

/**
 * A booking's secret key (issue 27): its link carries it, and it alone opens the booking's
 * details, cancel, UTR and payment. 144 random bits, so it is never guessed; only its hash is
 * stored, so a copy of the database opens no booking.
 */

const keyPattern = /^[A-Za-z0-9_-]{24}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

export function newBookingKey(): { key: string; hash: string } {
  const key = randomBytes(18).toString('base64url');
  return { key, hash: hashOf(key) };
}

/** Whether `key` is the booking's, compared in constant time. */
export function keyMatches(keyHash: string | null, key: unknown): boolean {
  if (!keyHash || typeof key !== 'string' || !keyPattern.test(key)) return false;
  return timingSafeEqual(Buffer.from(hashOf(key), 'hex'), Buffer.from(keyHash, 'hex'));
}

/** A new key for a booking (one made before keys, or found again by e-mail): the earlier link stops working. */
export async function renewBookingKey(db: Kysely<Database>, reference: string): Promise<string> {
  const { key, hash } = newBookingKey();
  await db.updateTable('bookings').set({ key_hash: hash }).where('reference', '=', reference).execute();
  return key;
}

/** The booking's page, with its key when known: the link the devotee is mailed and shown. */
export function bookingPath(reference: string, key?: string, lang: Lang = 'en'): string {
  const path = localePath(lang, `/booking/${reference}`);
  return key ? `${path}?key=${key}` : path;
}
