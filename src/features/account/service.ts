export { accountPageOperations } from './api-doc.ts';

import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createT, localePath, type Lang, type T } from '#src/i18n/index.ts';
import { log } from '#src/server/log.ts';
import { getConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { changePassword, sha256, type SessionUser } from '#src/features/auth/service.ts';
import {
  donationsOf,
  type DonationRow,
  certificatesOfDonor,
  type CertificateRow,
} from '#src/features/donations/service.ts';
import { bookingsSource, type AccountBooking } from './bookings.ts';
import * as repo from './repo.ts';
import { accountLimits, devoteeSchema, type DevoteeInput, type PasswordChangeInput } from './schema.ts';

export type { SavedDevotee } from './repo.ts';

/** How long a confirmation link works. */
export const confirmationPolicy = { linkHours: 48 };

// --- saved devotees -----------------------------------------------------------------------

/** The account's saved devotees, by name: for its forms (donations, bookings) and its page. */
export const listSavedDevotees = (db: Kysely<Database>, userId: number) => repo.selectDevotees(db, userId);

/** One of the account's saved devotees as it is now; undefined for another account's id or a removed one. */
export const savedDevotee = (db: Kysely<Database>, userId: number, id: number) => repo.selectDevotee(db, userId, id);

const notFound = () => new RequestError(404, 'account.error.devoteeNotFound');

/** The work in one transaction: the caller's (createOnce opens one), else a new one. */
const inTransaction = <R>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<R>) =>
  db.isTransaction ? work(db) : transaction(db, work);

/** Each change is one transaction: the count checked and the row written together. */
export function addSavedDevotee(db: Kysely<Database>, userId: number, input: DevoteeInput) {
  return inTransaction(db, async (trx) => {
    if ((await repo.countDevotees(trx, userId)) >= accountLimits.devoteesMax)
      throw new RequestError(409, 'account.error.devoteesFull', undefined, { max: accountLimits.devoteesMax });
    return repo.insertDevotee(trx, userId, input);
  });
}

/**
 * Devotees a booking asked to save ('save to my devotees' on its rows), in the booking's
 * transaction. A devotee already saved (same name and gotram), one the account's rule refuses or
 * one past the list's limit is skipped: the booking is what the devotee came for.
 */
export async function saveDevoteesOnce(
  trx: Kysely<Database>,
  userId: number,
  devotees: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const known = await repo.selectDevotees(trx, userId);
  const key = (d: { name: string; gotram: string }) =>
    `${d.name.trim().toLowerCase()}|${d.gotram.trim().toLowerCase()}`;
  const seen = new Set(known.map(key));
  let count = known.length;
  for (const devotee of devotees) {
    const parsed = devoteeSchema.safeParse(devotee);
    if (!parsed.success || seen.has(key(parsed.data)) || count >= accountLimits.devoteesMax) continue;
    await repo.insertDevotee(trx, userId, parsed.data);
    seen.add(key(parsed.data));
    count += 1;
  }
}

export function editSavedDevotee(db: Kysely<Database>, userId: number, id: number, input: DevoteeInput) {
  return transaction(
    db,
    async (trx) => (await repo.updateDevotee(trx, userId, id, input)) ?? Promise.reject(notFound()),
  );
}

export function removeSavedDevotee(db: Kysely<Database>, userId: number, id: number) {
  return transaction(db, async (trx) => {
    if (!(await repo.deleteDevotee(trx, userId, id))) throw notFound();
  });
}

// --- password -----------------------------------------------------------------------------

/** The account's new password (src/features/auth): its other sessions end, the change is audited. */
export async function changeAccountPassword(
  db: Kysely<Database>,
  user: SessionUser,
  input: PasswordChangeInput,
  context: { ip: string; keepToken: string | undefined },
) {
  await changePassword(db, user, { current: input.current, password: input.password }, context);
}

// --- e-mail confirmation ------------------------------------------------------------------

/** Whether the account's present address is confirmed, and when a link to it was last sent. */
export async function emailStatus(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<{ confirmed: boolean; sentAt: string | null }> {
  const row = await repo.findConfirmation(db, user.id);
  if (!row || row.email !== user.email) return { confirmed: false, sentAt: null };
  return { confirmed: row.confirmed_at !== null, sentAt: row.sent_at };
}

export function confirmationLink(lang: Lang, token: string): string {
  const url = new URL(localePath(lang, '/account'), getConfig().SITE_URL);
  url.searchParams.set('confirm', token);
  return url.href;
}

/**
 * Mails a new link to the account's address, in the page's language, through the outbox (a
 * mail outage only delays it); the earlier link stops working. At most
 * limits.emailConfirmations an hour per account, whoever asks.
 */
export async function sendConfirmation(
  db: Kysely<Database>,
  user: SessionUser,
  t: T,
  lang: Lang,
): Promise<'sent' | 'already'> {
  if ((await emailStatus(db, user)).confirmed) return 'already';
  if (await overLimit(db, `email-confirm:${user.id}`, limits.emailConfirmations)) {
    throw new RequestError(429, 'account.error.confirmTooMany', undefined, {
      max: limits.emailConfirmations.max,
      minutes: windowMinutes(limits.emailConfirmations),
    });
  }
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + confirmationPolicy.linkHours * 3600_000);
  await repo.storeLink(db, {
    user_id: user.id,
    email: user.email,
    token_hash: sha256(token),
    sent_at: now.toISOString(),
    expires_at: expires.toISOString(),
  });
  const mail = {
    to: user.email,
    subject: t('account.mail.subject'),
    text: t('account.mail.body', {
      name: user.name,
      link: confirmationLink(lang, token),
      hours: confirmationPolicy.linkHours,
    }),
  };
  await queueAndTry(db, mail, getConfig().MAIL_RETRY_SECONDS * 1000);
  return 'sent';
}

/**
 * The first link, mailed when the account is made. A failure here must not undo the sign-up:
 * the account page offers to send the link again.
 */
export async function welcomeConfirmation(db: Kysely<Database>, user: SessionUser, lang: Lang): Promise<void> {
  try {
    await sendConfirmation(db, user, createT(lang), lang);
  } catch (error) {
    log.warn(`The confirmation link for account ${user.id} was not queued: ${(error as Error).message}`);
  }
}

/** Confirms the account's address with the link's token; refused when it is not the link in force. */
export async function confirmEmail(db: Kysely<Database>, user: SessionUser, token: string): Promise<void> {
  if ((await emailStatus(db, user)).confirmed) return;
  if (!(await repo.markConfirmed(db, user.id, user.email, sha256(token), nowIso())))
    throw new RequestError(400, 'account.error.linkInvalid');
}

// --- the account as a whole ---------------------------------------------------------------

export interface AccountOverview {
  profile: { name: string; email: string; role: string; emailConfirmed: boolean; confirmationSentAt: string | null };
  donations: DonationRow[];
  /** The donor's Form 10BE certificates, newest year first. */
  certificates: CertificateRow[];
  devotees: repo.SavedDevotee[];
  /** Undefined while no bookings source is wired (./bookings.ts). */
  bookings?: AccountBooking[];
}

/** What the account page and GET /api/account show: only the signed-in account's own records. */
export async function accountOverview(db: Kysely<Database>, user: SessionUser): Promise<AccountOverview> {
  const email = await emailStatus(db, user);
  // Donations given with the address while signed out count once the address is confirmed.
  const donor = { userId: user.id, email: email.confirmed ? user.email : undefined };
  const [donations, certificates, devotees, bookings] = await Promise.all([
    donationsOf(db, donor),
    certificatesOfDonor(db, donor),
    listSavedDevotees(db, user.id),
    bookingsSource?.(db, donor),
  ]);
  return {
    profile: {
      name: user.name,
      email: user.email,
      role: user.role,
      emailConfirmed: email.confirmed,
      confirmationSentAt: email.sentAt,
    },
    donations,
    certificates,
    devotees,
    bookings,
  };
}

/** The donor as donationsOf counts them, for a receipt asked for by its reference. */
export async function donorOf(db: Kysely<Database>, user: SessionUser) {
  const email = await emailStatus(db, user);
  return { userId: user.id, email: email.confirmed ? user.email : undefined };
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
