import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { siteDay } from '#src/server/time.ts';
import { dayProblem, offeredDays, type PujaRow } from '#src/features/pujas/index.ts';
import { expireHolds, takenByDay } from './repo.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import type { BookingTables } from './tables.ts';
import { waitlistLimits, type WaitlistInput } from './waitlist-schema.ts';

export type WaitlistEntry = Omit<BookingTables['booking_waitlist'], 'id'> & { id: number };

const dayMs = 86_400_000;

/**
 * A devotee joins a full day's waitlist: 201 with the entry; 409 when the day still has places
 * (they book instead) or they are on it already; 429 past the joins one e-mail may make a day.
 */
export async function joinWaitlist(db: Kysely<Database>, input: WaitlistInput, lang: string): Promise<WaitlistEntry> {
  const puja = await selectPuja(db, { id: input.pujaId });
  if (!puja || !puja.enabled) throw new RequestError(404, 'booking.error.noPuja', { pujaId: 'booking.error.noPuja' });
  if (dayProblem(puja, input.date))
    throw new RequestError(400, 'booking.waitlist.error.day', { date: 'booking.waitlist.error.day' });
  return transaction(db, async (trx) => {
    await expireHolds(trx, { pujaId: puja.id, day: input.date });
    const places = await trx
      .selectFrom('puja_day_places')
      .select('taken')
      .where('puja_id', '=', puja.id)
      .where('day', '=', input.date)
      .executeTakeFirst();
    if (Number(places?.taken ?? 0) < puja.per_day)
      throw new RequestError(409, 'booking.waitlist.error.hasPlaces', { date: 'booking.waitlist.error.hasPlaces' });
    if (
      await overLimit(trx, `waitlist:email:${input.email}`, { max: waitlistLimits.joinsPerEmailDay, windowMs: dayMs })
    ) {
      throw new RequestError(429, 'booking.waitlist.error.tooMany', undefined, {
        max: waitlistLimits.joinsPerEmailDay,
      });
    }
    const now = nowIso();
    const row = await trx
      .insertInto('booking_waitlist')
      .values({
        puja_id: puja.id,
        day: input.date,
        name: input.name,
        email: input.email,
        phone: input.phone,
        lang,
        status: 'waiting',
        offered_until: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['puja_id', 'day', 'email']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row)
      throw new RequestError(409, 'booking.waitlist.error.already', { email: 'booking.waitlist.error.already' });
    return { ...row, id: Number(row.id), puja_id: Number(row.puja_id) };
  });
}

/** The waitlist of the days from `from` on (for the office), in the order places are offered. */
export async function waitlistFrom(db: Kysely<Database>, from: string, pujaId?: number): Promise<WaitlistEntry[]> {
  let query = db.selectFrom('booking_waitlist').selectAll().where('day', '>=', from);
  if (pujaId) query = query.where('puja_id', '=', pujaId);
  const rows = await query.orderBy('day').orderBy('puja_id').orderBy('id').limit(500).execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), puja_id: Number(r.puja_id) }));
}

/** Whether a place of the day is kept for a waitlisted devotee now (the mailed link shows that day). */
export async function dayHasOffer(db: Kysely<Database>, pujaId: number, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('booking_waitlist')
    .select('id')
    .where('puja_id', '=', pujaId)
    .where('day', '=', day)
    .where('status', '=', 'offered')
    .where('offered_until', '>', nowIso())
    .executeTakeFirst();
  return Boolean(row);
}

/** The offered days with no place left: those a devotee may wait for. */
export async function fullDays(db: Kysely<Database>, puja: PujaRow, today = siteDay()): Promise<string[]> {
  const days = offeredDays(puja, today);
  const taken = await takenByDay(db, puja.id, days);
  return days.filter((day) => (taken.get(day) ?? 0) >= puja.per_day);
}
