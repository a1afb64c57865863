import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getConfig } from '#src/server/config.ts';
import { log } from '#src/server/log.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { runPeriodically } from '#src/server/periodic.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { notifyAddress } from '#src/features/contact/service.ts';
import { digestMail, type Arrival } from './digest-mail.ts';

/** At most one digest in this long, across every server instance. */
export const digestGapMs = 15 * 60_000;
/**
 * A payment written in a transaction still open when the digest looks is left to the next one:
 * the digest covers rows changed up to this long ago, never up to the instant it runs.
 */
export const digestSettleMs = 60_000;
/** How often each server process looks for something to tell. */
export const officeDigestLookMs = 60_000;
/** The most payments one digest names; the to-do holds the rest. */
const digestItems = 100;

/** Whether a digest may go now, `last` being when the previous one went. */
export const digestDue = (last: string | null, now: Date) =>
  last === null || now.getTime() - Date.parse(last) >= digestGapMs;

async function arrivalsBetween(db: Kysely<Database>, after: string, until: string): Promise<Arrival[]> {
  const rows = await db
    .selectFrom('payments')
    .select(['state', 'payable_type', 'payable_ref', 'method', 'payment_ref', 'amount_paise', 'updated_at'])
    .where('state', 'in', ['reported', 'refund_requested'])
    .where('updated_at', '>', after)
    .where('updated_at', '<=', until)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(digestItems)
    .execute();
  return rows.map((r) => ({ ...r, state: r.state as Arrival['state'], amount_paise: Number(r.amount_paise) }));
}

/**
 * Queues the office's digest of the UTRs given and the refunds asked for since the last one, when
 * 15 minutes have passed and something came. Every instance may call it at once: the one whose
 * guarded UPDATE moves `covered_until` on from the value it read sends; the others find the row
 * moved and send nothing. The claim and the queued mail commit together. Returns how many
 * payments the mail named (0: none sent).
 */
export async function sendOfficeDigest(
  db: Kysely<Database>,
  options: { to: string; siteUrl: string; retryBaseMs: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const state = await db.selectFrom('office_digest').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!state || !digestDue(state.last_sent_at, now)) return 0;
  const until = new Date(now.getTime() - digestSettleMs).toISOString();
  if (until <= state.covered_until) return 0;
  const arrivals = await arrivalsBetween(db, state.covered_until, until);
  if (arrivals.length === 0) return 0;
  return transaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('office_digest')
      .set({ covered_until: until, last_sent_at: now.toISOString() })
      .where('id', '=', 1)
      .where('covered_until', '=', state.covered_until)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 0;
    await queueAndTry(trx, { to: options.to, ...digestMail(arrivals, options.siteUrl) }, options.retryBaseMs);
    return arrivals.length;
  });
}

/** The digest's timer in each server process: once at start-up, then every interval. */
export function startOfficeDigest(db: Kysely<Database>, intervalMs: number): () => void {
  return runPeriodically(intervalMs, 'Office digest failed', async () => {
    const to = notifyAddress((await loadSettings(db)).settings.contacts.emails[0] ?? '');
    if (!to) return;
    const config = getConfig();
    const sent = await sendOfficeDigest(db, {
      to,
      siteUrl: config.SITE_URL,
      retryBaseMs: config.MAIL_RETRY_SECONDS * 1000,
    });
    if (sent > 0) log.info(`Office digest: ${sent} new payment(s) told to the office`);
  });
}
