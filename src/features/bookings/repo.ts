import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isPostgres, nowIso } from '#src/server/db/columns.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingStatus, BookingTables } from './tables.ts';
import { phoneDigits } from './fair-holds.ts';
import { handOverPlaces, lapseOffers } from './waitlist-handover.ts';
import type { DeclarationColumns } from '#src/features/citizenship/service.ts';

export type BookingRow = Omit<BookingTables['bookings'], 'id'> & { id: number };
type Stamped = 'id' | 'reference' | 'status' | 'created_at' | 'updated_at';
/** What only the counter fills (src/features/counter-bookings): an online booking leaves them null. */
type Counter = 'pay_mode' | 'pay_details' | 'recorded_by';
type Assigned = Stamped | 'phone_digits' | 'device_id' | 'anonymised_at' | 'series_id' | Counter;
/** A booking to store; its citizenship declaration only where the amount is the devotee's own offering. */
type Given = Omit<BookingRow, Assigned | keyof DeclarationColumns>;
type CounterColumns = Partial<Pick<BookingRow, Counter>>;
export type NewBooking = Given & {
  device_id?: string | null;
  series_id?: number | null;
} & Partial<DeclarationColumns> &
  CounterColumns;

// No 0/O or 1/I: the devotee may read the reference out over the phone.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const bookingReferencePattern = /^BK[2-9A-HJ-NP-Z]{10}$/;

export function newBookingReference(): string {
  let out = 'BK';
  for (let i = 0; i < 10; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function bookingOf(row: Record<string, unknown>): BookingRow {
  const out = { ...row } as Record<string, unknown>;
  for (const key of ['id', 'puja_id', 'price_paise', 'shipping_paise', 'total_paise'] as const)
    out[key] = Number(out[key]);
  out.user_id = row.user_id === null || row.user_id === undefined ? null : Number(row.user_id);
  out.series_id = row.series_id === null || row.series_id === undefined ? null : Number(row.series_id);
  return out as unknown as BookingRow;
}

/** Places taken (held or confirmed) per day for a puja, from its counter rows. */
export async function takenByDay(db: Kysely<Database>, pujaId: number, days: string[]): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .selectFrom('puja_day_places')
    .select(['day', 'taken'])
    .where('puja_id', '=', pujaId)
    .where('day', 'in', days)
    .execute();
  return new Map(rows.map((r) => [r.day, Number(r.taken)]));
}

/**
 * Ends the holds that ran out (pending, no UTR given, past hold_until) and gives their places
 * back, in the caller's transaction. The status change is guarded, so of two sweeps at once each
 * booking is expired, and its place freed, by one.
 */
export async function expireHolds(
  trx: Kysely<Database>,
  where: { pujaId?: number; day?: string; reference?: string } = {},
): Promise<number> {
  let query = trx
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('status', '=', 'pending')
    .where('hold_until', 'is not', null)
    .where('hold_until', '<', nowIso());
  if (where.pujaId !== undefined) query = query.where('puja_id', '=', where.pujaId);
  if (where.day !== undefined) query = query.where('puja_day', '=', where.day);
  if (where.reference !== undefined) query = query.where('reference', '=', where.reference);
  const leads = await query.returning(['puja_id', 'puja_day', 'series_id']).execute();
  const expired = [...leads, ...(await expireFollowers(trx, leads))];
  const freed = new Map<string, { puja_id: number; day: string; n: number }>();
  for (const row of expired) {
    const key = `${row.puja_id}|${row.puja_day}`;
    const entry = freed.get(key) ?? { puja_id: Number(row.puja_id), day: row.puja_day, n: 0 };
    entry.n++;
    freed.set(key, entry);
  }
  for (const f of freed.values()) await releasePlaces(trx, f.puja_id, f.day, f.n);
  if (where.reference === undefined) await lapseOffers(trx, { pujaId: where.pujaId, day: where.day });
  return expired.length;
}

/**
 * The other days of a seva that comes back wait, without a hold of their own, on the first one
 * (docs/decisions/162): when its hold runs out they go with it, in the same transaction.
 */
async function expireFollowers(trx: Kysely<Database>, leads: Array<{ series_id: number | null }>) {
  const series = leads.flatMap((l) => (l.series_id === null ? [] : [Number(l.series_id)]));
  if (!series.length) return [];
  return trx
    .updateTable('bookings')
    .set({ status: 'expired', updated_at: nowIso() })
    .where('series_id', 'in', series)
    .where('status', '=', 'pending')
    .where('hold_until', 'is', null)
    .where('utr', 'is', null)
    .returning(['puja_id', 'puja_day', 'series_id'])
    .execute();
}

/** The references of the pending bookings whose hold ran out before `now`, oldest first. */
export async function selectHoldsRunOut(db: Kysely<Database>, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('reference')
    .where('status', '=', 'pending')
    .where('hold_until', 'is not', null)
    .where('hold_until', '<', now)
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  return rows.map((r) => r.reference);
}

/**
 * Gives back `n` places; the guard keeps the counter from going below zero whatever happens. Each
 * goes first to the day's waitlist, in this same transaction: a place handed over stays taken.
 */
export async function releasePlaces(trx: Kysely<Database>, pujaId: number, day: string, n = 1): Promise<void> {
  n -= await handOverPlaces(trx, pujaId, day, n);
  if (n <= 0) return;
  await trx
    .updateTable('puja_day_places')
    .set({ taken: sql<number>`taken - ${n}` })
    .where('puja_id', '=', pujaId)
    .where('day', '=', day)
    .where('taken', '>=', n)
    .execute();
}

/**
 * Takes one place for the puja on the day, in the caller's transaction: one guarded UPDATE
 * (taken < per day). On PostgreSQL a second writer waits on the row and re-reads it, so the
 * guard sees every place taken before it; SQLite runs one writer at a time.
 */
export async function takePlace(
  trx: Kysely<Database>,
  puja: Pick<PujaRow, 'id' | 'per_day'>,
  day: string,
): Promise<boolean> {
  await trx
    .insertInto('puja_day_places')
    .values({ puja_id: puja.id, day, taken: 0 })
    .onConflict((oc) => oc.columns(['puja_id', 'day']).doNothing())
    .execute();
  const taken = await trx
    .updateTable('puja_day_places')
    .set({ taken: sql<number>`taken + 1` })
    .where('puja_id', '=', puja.id)
    .where('day', '=', day)
    .where('taken', '<', puja.per_day)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function insertBooking(trx: Kysely<Database>, values: NewBooking): Promise<BookingRow> {
  const now = nowIso();
  const row = await trx
    .insertInto('bookings')
    .values({
      ...values,
      phone_digits: phoneDigits(values.phone),
      device_id: values.device_id ?? null,
      reference: newBookingReference(),
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return bookingOf(row);
}

/**
 * `lock`: in a transaction on PostgreSQL, the row stays locked until it ends (SQLite's write transactions lock the
 * file).
 */
export async function findBooking(
  db: Kysely<Database>,
  reference: string,
  lock = false,
): Promise<BookingRow | undefined> {
  if (!bookingReferencePattern.test(reference)) return undefined;
  let query = db.selectFrom('bookings').selectAll().where('reference', '=', reference);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? bookingOf(row) : undefined;
}

/** The booking a Razorpay order was made for. */
export async function findBookingByOrder(db: Kysely<Database>, orderId: string): Promise<BookingRow | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('gateway_order_id', '=', orderId).executeTakeFirst();
  return row ? bookingOf(row) : undefined;
}

/** Moves a booking from one of `from` to `to` (with more columns); undefined when it was not in one of them. */
export async function moveBooking(
  trx: Kysely<Database>,
  reference: string,
  from: BookingStatus[],
  to: BookingStatus,
  more: Partial<Omit<BookingRow, 'id' | 'reference' | 'status'>> = {},
): Promise<BookingRow | undefined> {
  const row = await trx
    .updateTable('bookings')
    .set({ ...more, status: to, updated_at: nowIso() })
    .where('reference', '=', reference)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  return row ? bookingOf(row) : undefined;
}

export interface BookingFilter {
  from?: string;
  to?: string;
  pujaId?: number;
  status?: BookingStatus;
}

export async function selectBookings(db: Kysely<Database>, filter: BookingFilter): Promise<BookingRow[]> {
  let query = db.selectFrom('bookings').selectAll();
  if (filter.from) query = query.where('puja_day', '>=', filter.from);
  if (filter.to) query = query.where('puja_day', '<=', filter.to);
  if (filter.pujaId) query = query.where('puja_id', '=', filter.pujaId);
  if (filter.status) query = query.where('status', '=', filter.status);
  const rows = await query.orderBy('puja_day').orderBy('puja_id').orderBy('created_at').limit(2000).execute();
  return rows.map(bookingOf);
}

/** A devotee's bookings, newest first: those made signed in, and those made with their e-mail. */
export async function selectBookingsOf(
  db: Kysely<Database>,
  who: { userId?: number | null; email?: string | null },
): Promise<BookingRow[]> {
  if (!who.userId && !who.email) return [];
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where((eb) => {
      const ors = [];
      if (who.userId) ors.push(eb('user_id', '=', who.userId));
      if (who.email) ors.push(eb('email', '=', who.email.toLowerCase()));
      return eb.or(ors);
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(bookingOf);
}
