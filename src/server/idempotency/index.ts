import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { RequestError } from '../http/errors.ts';
import { IDEMPOTENCY_FIELD } from '#src/ui/idempotency-field.ts';

/**
 * A post that creates something, made at most once per idempotency key: a client that lost the
 * answer (a connection closed after the record was stored) sends it again and is answered as
 * the first time, with nothing stored twice (docs/decisions/121).
 *
 * The key comes from the `Idempotency-Key` header (API clients) or the hidden field every form
 * of the site carries (`IdempotencyField`). It belongs to its caller: the signed-in account, or
 * the anonymous visitor. A route uses it in two lines:
 *
 *   const key = idempotencyKeyOf(request, 'booking', fields, user);
 *   const booking = await createOnce(db, key, (trx) => book(trx, input), (b) => b.reference, bookingByReference);
 *
 * `create` receives a transaction and writes everything through it; the record's reference is
 * stored with the key in that same transaction, and a repeat is answered with the record as it
 * is now, read by that reference, instead of creating it again (docs/decisions/121, 2nd part).
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A key as stored: it stands for one request to one route, not just the client's text. */
export interface IdempotencyKey {
  hash: string;
}

const VALID = /^[\x21-\x7e]{1,255}$/;

/** Fields in one order at every level, so that the same form sent again hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

type Fields = Record<string, unknown>;

/** Who made a post: a signed-in account, or null for a visitor who is not signed in. */
export type Caller = { id: number } | null | undefined;

/**
 * The request's key, or undefined when it sent none (it is then simply not deduplicated).
 * The fields are part of it: a form page kept by the page cache gives every visitor the same
 * token, and two different inquiries under one token are two inquiries, not a repeat. So is
 * the caller: another account's post (or an anonymous one after an account's, and the reverse)
 * with the same key is a request of its own, never answered with the other's record.
 */
export function idempotencyKeyOf(request: Request, scope: string, fields: Fields, caller: Caller) {
  const field = fields[IDEMPOTENCY_FIELD];
  const given = request.headers.get('idempotency-key') ?? (typeof field === 'string' ? field : undefined);
  if (given === undefined || given === '') return undefined;
  if (!VALID.test(given)) throw new RequestError(400, 'idempotency.badKey');
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== IDEMPOTENCY_FIELD));
  return {
    hash: createHash('sha256')
      .update(JSON.stringify([scope, caller?.id ?? null, given, canonical(rest)]))
      .digest('hex'),
  };
}

/** A new token for a form being shown, or the one it was sent with when it comes back to be corrected. */
export function formToken(fields?: Record<string, unknown>): string {
  const sent = fields?.[IDEMPOTENCY_FIELD];
  return typeof sent === 'string' && VALID.test(sent) ? sent : randomUUID();
}

/** The reference a key's first post stored, while the key is alive. */
async function storedReference<P>(db: Kysely<Database>, key: IdempotencyKey, now: Date): Promise<P | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('result')
    .where('key', '=', key.hash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  const reference = row ? (JSON.parse(row.result) as P | null) : null;
  return reference ?? undefined;
}

/**
 * The record a key's first post made, read again as it is now; undefined when the key is new or
 * its record is gone (deleted since), which frees the key as a key past its day is.
 */
/** The record a key's first post made, read by its reference as it is now; undefined when it is gone. */
type Reader<R, P> = (db: Kysely<Database>, reference: P) => Promise<R | undefined>;

async function replayed<R, P>(db: Kysely<Database>, key: IdempotencyKey, read: Reader<R, P>): Promise<R | undefined> {
  const reference = await storedReference<P>(db, key, new Date());
  if (reference === undefined) return undefined;
  const record = await read(db, reference);
  if (record === undefined) await db.deleteFrom('idempotency_keys').where('key', '=', key.hash).execute();
  return record;
}

/** Expired keys are swept now and then, not on every post. */
let lastSweep = 0;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `create` unless a request with this key already did, in which case that record is read
 * again by its reference (`read`) and returned as it is now: a booking the office confirmed
 * since comes back confirmed, with its receipt. The key is claimed first, inside the
 * transaction: a second request with the same key arriving meanwhile waits for the first to
 * commit (PostgreSQL's unique index; SQLite runs one transaction at a time) and then reads it.
 * Only a result `referenceOf` names a record for is kept; a refusal (invalid fields, a rate
 * limit) gives undefined and stores nothing, so the request may be made again.
 */
export async function createOnce<R, P extends string | number>(
  db: Kysely<Database>,
  key: IdempotencyKey | undefined,
  create: (db: Kysely<Database>) => Promise<R>,
  referenceOf: (result: R) => P | undefined,
  read: Reader<R, P>,
): Promise<R> {
  if (!key) return create(db);
  const now = new Date();
  const earlier = await replayed(db, key, read);
  if (earlier !== undefined) return earlier;
  const outcome = await transaction(db, async (trx) => {
    // A key past its day is free again.
    await trx
      .deleteFrom('idempotency_keys')
      .where('key', '=', key.hash)
      .where('expires_at', '<=', now.toISOString())
      .execute();
    const claim = await trx
      .insertInto('idempotency_keys')
      .values({
        key: key.hash,
        result: 'null',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return { repeated: true as const };
    const result = await create(trx);
    const reference = referenceOf(result);
    // The pointer, not the record: a repeat reads the record again, so it never answers a stale copy.
    if (reference !== undefined)
      await trx
        .updateTable('idempotency_keys')
        .set({ result: JSON.stringify(reference) })
        .where('key', '=', key.hash)
        .execute();
    else await trx.deleteFrom('idempotency_keys').where('key', '=', key.hash).execute();
    return { result } as { result: R };
  });
  if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now.getTime();
    void db
      .deleteFrom('idempotency_keys')
      .where('expires_at', '<=', now.toISOString())
      .execute()
      .catch(() => undefined);
  }
  if ('result' in outcome) return outcome.result;
  const first = await replayed(db, key, read);
  // Committed before our claim failed, so it is there; a day later (or its record deleted) the key is free.
  return first !== undefined ? first : createOnce(db, key, create, referenceOf, read);
}
