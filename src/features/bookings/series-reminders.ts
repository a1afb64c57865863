import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getConfig } from '#src/server/config.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { log } from '#src/server/log.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { runPeriodically } from '#src/server/periodic.ts';
import { siteDay } from '#src/server/time.ts';
import { createT, isLang, localePath, type Lang } from '#src/i18n/index.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { devoteeLine, devoteesOf } from './view.ts';
import type { BookingRow } from './repo.ts';
import type { BookingStatus } from './tables.ts';

/**
 * The devotee of a seva that comes back is mailed a week before each of its days and a week
 * after (docs/decisions/162). A day is claimed by its row in seva_reminders in the same
 * transaction as its mail is queued: of several processes looking at once, one mails it.
 */
export const reminderLeadDays = 7;
/** A reminder missed (the server was down) is still sent this many days late, not later. */
const catchUpDays = 3;
const batch = 200;

type Kind = 'before' | 'after';
/**
 * The days each mail is for: `before` a day still to come (confirmed); `after` only a day marked
 * performed, or past that (its prasadam dispatched or delivered), never one merely confirmed.
 */
const statusesOf = {
  before: ['confirmed'],
  after: ['performed', 'dispatched', 'delivered'],
} as const satisfies Record<Kind, readonly BookingStatus[]>;

function due(db: Kysely<Database>, kind: Kind, today: string) {
  // Before: every confirmed day from today to a week ahead (a day booked closer is mailed at once).
  // After: the days a week ago, or up to catchUpDays more when the server was down.
  const to = addDays(today, kind === 'before' ? reminderLeadDays : -reminderLeadDays);
  const from = kind === 'before' ? today : addDays(to, -catchUpDays);
  return db
    .selectFrom('bookings')
    .innerJoin('pujas', 'pujas.id', 'bookings.puja_id')
    .leftJoin('seva_reminders', (j) =>
      j.onRef('seva_reminders.booking_id', '=', 'bookings.id').on('seva_reminders.kind', '=', kind),
    )
    .selectAll('bookings')
    .select(['pujas.name_en', 'pujas.name_te'])
    .where('bookings.series_id', 'is not', null)
    .where('bookings.status', 'in', [...statusesOf[kind]])
    .where('bookings.puja_day', '>=', from)
    .where('bookings.puja_day', '<=', to)
    .where('seva_reminders.booking_id', 'is', null)
    .orderBy('bookings.puja_day')
    .limit(batch)
    .execute();
}

async function nextDayOf(db: Kysely<Database>, seriesId: number, after: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('bookings')
    .select('puja_day')
    .where('series_id', '=', seriesId)
    .where('puja_day', '>', after)
    .where('status', 'in', ['confirmed'])
    .orderBy('puja_day')
    .executeTakeFirst();
  return row?.puja_day;
}

/**
 * The reminder of one day, in the devotee's language; `next` is the seva's next day, if any. Without
 * one, the after mail says this was the last day; the before mail, sent while the day is still to
 * come, says nothing of it (booking.mail.seva.last is in the past tense) and drops the empty line.
 */
export function reminderMail(b: BookingRow & { name_en: string; name_te: string }, kind: Kind, next?: string) {
  const lang: Lang = isLang(b.lang) ? b.lang : 'en';
  const t = createT(lang);
  const site = getConfig().SITE_URL ?? 'http://localhost';
  const vars = {
    name: b.name,
    puja: lang === 'te' ? b.name_te : b.name_en,
    date: formatOnDay(b.puja_day, lang),
    devotees: devoteesOf(b)
      .map((d) => devoteeLine(d, lang))
      .join('\n'),
    next: next
      ? t('booking.mail.seva.next', { date: formatOnDay(next, lang) })
      : kind === 'after'
        ? t('booking.mail.seva.last')
        : '',
    account: new URL(localePath(lang, '/account'), site).href,
  };
  return {
    to: b.email,
    subject: t(`booking.mail.seva.${kind}.subject`, vars),
    text: t(`booking.mail.seva.${kind}.body`, vars).replace(/\n{3,}/g, '\n\n'),
  };
}

/** Queues the reminders due on `today` (India); returns how many this process sent. */
export async function sendSevaReminders(db: Kysely<Database>, today = siteDay()): Promise<number> {
  let sent = 0;
  for (const kind of ['before', 'after'] as const) {
    for (const b of await due(db, kind, today)) {
      const next = await nextDayOf(db, Number(b.series_id), b.puja_day);
      const mail = reminderMail(
        { ...b, id: Number(b.id) } as BookingRow & { name_en: string; name_te: string },
        kind,
        next,
      );
      sent += await transaction(db, async (trx) => {
        const claimed = await trx
          .insertInto('seva_reminders')
          .values({ booking_id: Number(b.id), kind, sent_at: nowIso() })
          .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
          .returning('booking_id')
          .executeTakeFirst();
        if (!claimed) return 0;
        await queueAndTry(trx, mail, getConfig().MAIL_RETRY_SECONDS * 1000);
        return 1;
      });
    }
  }
  return sent;
}

/** The reminders' timer in each server process: once at start-up, then every interval. */
export function startSevaReminders(db: Kysely<Database>, intervalMs: number): () => void {
  return runPeriodically(intervalMs, 'Seva reminders failed', async () => {
    const sent = await sendSevaReminders(db);
    if (sent > 0) log.info(`Sevas: ${sent} reminder(s) queued`);
  });
}
