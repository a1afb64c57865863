import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { getConfig } from '#src/server/config.ts';
import { enqueueMail } from '#src/server/mail/outbox.ts';
import { createT, isLang, localePath } from '#src/i18n/index.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { formatMoment, formatOnDay } from '#src/i18n/dates.ts';
import { waitlistLimits } from './waitlist-schema.ts';
import { pujaName } from './view.ts';

/**
 * The hand-over of a freed place (docs/decisions/152), in the transaction that frees it: the first
 * devotee waiting for the day is offered it for two hours, and the place stays taken for them.
 * Returns how many of `n` freed places were handed over; the caller gives back the rest.
 */
export async function handOverPlaces(trx: Kysely<Database>, pujaId: number, day: string, n: number): Promise<number> {
  let handed = 0;
  // A guarded change: of two hand-overs at once each entry is offered by one; the loser takes the next.
  for (let tries = 0; handed < n && tries < n + 5; tries++) {
    const first = await trx
      .selectFrom('booking_waitlist')
      .select('id')
      .where('puja_id', '=', pujaId)
      .where('day', '=', day)
      .where('status', '=', 'waiting')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!first) break;
    const until = new Date(Date.now() + waitlistLimits.offerHours * 3_600_000).toISOString();
    const offered = await trx
      .updateTable('booking_waitlist')
      .set({ status: 'offered', offered_until: until, updated_at: nowIso() })
      .where('id', '=', Number(first.id))
      .where('status', '=', 'waiting')
      .returningAll()
      .executeTakeFirst();
    if (!offered) continue;
    handed++;
    await mailOffer(trx, { ...offered, puja_id: Number(offered.puja_id) });
  }
  return handed;
}

/** Offers whose two hours ran out: lapsed, their place handed to the next devotee waiting or given back to everyone. */
export async function lapseOffers(
  trx: Kysely<Database>,
  where: { pujaId?: number; day?: string } = {},
): Promise<number> {
  let query = trx
    .updateTable('booking_waitlist')
    .set({ status: 'lapsed', updated_at: nowIso() })
    .where('status', '=', 'offered')
    .where('offered_until', '<', nowIso());
  if (where.pujaId !== undefined) query = query.where('puja_id', '=', where.pujaId);
  if (where.day !== undefined) query = query.where('day', '=', where.day);
  const lapsed = await query.returning(['puja_id', 'day']).execute();
  for (const row of lapsed) {
    const pujaId = Number(row.puja_id);
    if ((await handOverPlaces(trx, pujaId, row.day, 1)) === 0) {
      await trx
        .updateTable('puja_day_places')
        .set({ taken: sql<number>`taken - 1` })
        .where('puja_id', '=', pujaId)
        .where('day', '=', row.day)
        .where('taken', '>=', 1)
        .execute();
    }
  }
  return lapsed.length;
}

/** The offered devotee's place, taken by their booking: true when this e-mail held an offer for the day. */
export async function claimOffer(trx: Kysely<Database>, pujaId: number, day: string, email: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('booking_waitlist')
    .set({ status: 'booked', updated_at: nowIso() })
    .where('puja_id', '=', pujaId)
    .where('day', '=', day)
    .where('email', '=', email.trim().toLowerCase())
    .where('status', '=', 'offered')
    .where('offered_until', '>', nowIso())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

type Offered = {
  puja_id: number;
  day: string;
  name: string;
  email: string;
  lang: string;
  offered_until: string | null;
};

/** Queued in the same transaction: the offer and its mail stand or fall together; the outbox worker sends it. */
async function mailOffer(trx: Kysely<Database>, entry: Offered): Promise<void> {
  const lang = isLang(entry.lang) ? entry.lang : 'en';
  const t = createT(lang);
  const puja = await trx
    .selectFrom('pujas')
    .select(['slug', 'name_en', 'name_te'])
    .where('id', '=', entry.puja_id)
    .executeTakeFirst();
  if (!puja) return;
  const { settings } = await loadSettings(trx);
  const site = getConfig().SITE_URL ?? 'http://localhost';
  const vars = {
    name: entry.name,
    puja: pujaName(puja, lang),
    date: formatOnDay(entry.day, lang),
    time: formatMoment(entry.offered_until ?? new Date(), lang, { zone: true }),
    link: new URL(`${localePath(lang, `/book/${puja.slug}`)}?date=${entry.day}`, site).href,
    payee: settings.payment.payeeName,
  };
  await enqueueMail(trx, {
    to: entry.email,
    subject: t('booking.waitlist.mail.subject', vars),
    text: t('booking.waitlist.mail.body', vars),
  });
}
