import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/columns.ts';
import { log } from '../log.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { afterCommit } from '../db/transaction.ts';
import { sendMail, type Mail } from './index.ts';
import { runPeriodically } from '../periodic.ts';

/**
 * Mail that must arrive (inquiry notifications, receipts) is written to the database first and
 * sent from there. A send claims its row with one conditional UPDATE, so two server instances,
 * or the request and the timer, never send the same message twice.
 */
export const outboxLimits = {
  maxAttempts: 10,
  /** How long a claim holds: longer than any SMTP conversation. */
  claimMs: 2 * 60_000,
};

/** Waits grow with each failure, up to six hours: 1, 2, 4, ... times the base interval. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

export async function enqueueMail(db: Kysely<Database>, mail: Mail): Promise<number> {
  const attachments = (mail.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    base64: Buffer.from(a.content).toString('base64'),
  }));
  const now = nowIso();
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      attachments: JSON.stringify(attachments),
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      claimed_until: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

async function claim(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const nowText = now.toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      claimed_until: new Date(now.getTime() + outboxLimits.claimMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowText)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sends one message if it is due and nobody else holds it; true when it went out. */
export async function deliver(
  db: Kysely<Database>,
  id: number,
  retryBaseMs: number,
  now = new Date(),
): Promise<boolean> {
  if (!(await claim(db, id, now))) return false;
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  try {
    const attachments = (
      JSON.parse(row.attachments) as Array<{ filename: string; contentType?: string; base64: string }>
    ).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    }));
    await sendMail({ to: row.to_address, subject: row.subject, text: row.body_text, attachments });
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: nowIso(), claimed_until: null, last_error: null })
      .where('id', '=', id)
      .execute();
    return true;
  } catch (error) {
    const attempts = Number(row.attempts);
    const reason = (error as Error).message ?? String(error);
    const giveUp = attempts >= outboxLimits.maxAttempts;
    await db
      .updateTable('mail_outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        claimed_until: null,
        last_error: reason.slice(0, 500),
        next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    log.warn(
      `Mail "${row.subject}" to ${row.to_address} not sent ` +
        `(attempt ${attempts}${giveUp ? ', giving up' : ', will retry'}): ${reason}`,
    );
    return false;
  }
}

/** Sends everything due; returns how many went out. */
export async function deliverDue(db: Kysely<Database>, retryBaseMs: number, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(50)
    .execute();
  let sent = 0;
  for (const { id } of due) if (await deliver(db, Number(id), retryBaseMs, now)) sent++;
  return sent;
}

/** Enqueues, then tries at once in the background; the caller never waits for the mail server. */
export async function queueAndTry(db: Kysely<Database>, mail: Mail, retryBaseMs: number): Promise<number> {
  const id = await enqueueMail(db, mail);
  // Queued inside a transaction, it is tried once that commits (and never if it does not).
  // Without the database the message simply waits for the retry timer; the outage is logged once elsewhere.
  afterCommit(
    db,
    (root) =>
      void deliver(root, id, retryBaseMs).catch(
        (error) => error instanceof DatabaseUnavailable || log.warn(`Outbox: ${(error as Error).message}`),
      ),
  );
  return id;
}

/** The retry timer: runs at start-up and then every interval, one pass at a time. */
export function startOutboxWorker(db: Kysely<Database>, intervalMs: number): () => void {
  return runPeriodically(intervalMs, 'Outbox pass failed', async () => {
    await deliverDue(db, intervalMs);
  });
}
