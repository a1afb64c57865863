import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';

/**
 * Where the site keeps personal data about an account, in every table: the one place that knows
 * it, so the export, the erasure and the periodic anonymising cannot drift apart (a new table of
 * personal data is added here). It reads other features' tables on purpose: an erasure is one
 * transaction across all of them (docs/decisions/159).
 */
export interface Holder {
  userId: number;
  /** The account's address, only once it is confirmed: records made with it signed out then count. */
  email?: string;
}

/** Statuses of a booking that is over: its devotees' details are no longer needed to perform it. */
export const finishedBookingStatuses = [
  'performed',
  'dispatched',
  'delivered',
  'expired',
  'refunded',
  'cancelled',
] as const;

type Owned = 'donations' | 'bookings';
const ownedBy =
  (holder: Holder) =>
  <T extends Owned>(eb: ExpressionBuilder<Database, T>) => {
    const e = eb as unknown as ExpressionBuilder<Database, 'donations'>;
    const mine = e('user_id', '=', holder.userId);
    return (
      holder.email ? e.or([mine, e.and([e('user_id', 'is', null), e('email', '=', holder.email)])]) : mine
    ) as never;
  };

export async function accountExists(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function readHoldings(db: Kysely<Database>, holder: Holder) {
  const mine = ownedBy(holder);
  const [user, devotees, donations, bookings, waitlist, inquiries, confirmation] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'created_at'])
      .where('id', '=', holder.userId)
      .executeTakeFirst(),
    db
      .selectFrom('saved_devotees')
      .select(['name', 'gotram', 'nakshatram', 'rasi', 'created_at', 'updated_at'])
      .where('user_id', '=', holder.userId)
      .execute(),
    db.selectFrom('donations').selectAll().where(mine).orderBy('id').execute(),
    db.selectFrom('bookings').selectAll().where(mine).orderBy('id').execute(),
    holder.email ? db.selectFrom('booking_waitlist').selectAll().where('email', '=', holder.email).execute() : [],
    holder.email ? db.selectFrom('contact_inquiries').selectAll().where('email', '=', holder.email).execute() : [],
    db
      .selectFrom('email_confirmations')
      .select(['email', 'sent_at', 'confirmed_at'])
      .where('user_id', '=', holder.userId)
      .executeTakeFirst(),
  ]);
  const refs = [...donations.map((d) => d.reference), ...bookings.map((b) => b.reference)];
  const audit = await db
    .selectFrom('audit_log')
    .select(['created_at', 'actor_name', 'record_type', 'record_id', 'action', 'changes'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', holder.userId),
        eb.and([eb('record_type', 'in', ['user', 'account']), eb('record_id', '=', String(holder.userId))]),
        ...(refs.length ? [eb('record_id', 'in', refs)] : []),
      ]),
    )
    .orderBy('id')
    .limit(2000)
    .execute();
  return { user, devotees, donations, bookings, waitlist, inquiries, confirmation, audit };
}

/**
 * Erases at once what no law needs, in the caller's transaction: the account, its sessions, codes
 * and devotees, its messages and waitlist places, the devotee details of its finished bookings and
 * its gifts never paid. Donations and bookings with a receipt stay for the tax law's period, no
 * longer linked to the account; a booking still to be performed stays as it is, for the puja.
 */
export async function eraseHoldings(trx: Kysely<Database>, holder: Holder, at: string): Promise<boolean> {
  const mine = ownedBy(holder);
  // First, so that of two erasures at once the second finds no account and changes nothing.
  const user = await trx.deleteFrom('users').where('id', '=', holder.userId).executeTakeFirst();
  if (Number(user.numDeletedRows) !== 1) return false;
  await trx.deleteFrom('sessions').where('user_id', '=', holder.userId).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', holder.userId).execute();
  await trx.deleteFrom('email_confirmations').where('user_id', '=', holder.userId).execute();
  await trx.deleteFrom('saved_devotees').where('user_id', '=', holder.userId).execute();
  if (holder.email) {
    await trx.deleteFrom('contact_inquiries').where('email', '=', holder.email).execute();
    await trx
      .deleteFrom('booking_waitlist')
      .where('email', '=', holder.email)
      .where('status', '!=', 'offered')
      .execute();
  }
  await trx
    .updateTable('bookings')
    .set(bookingDetailsGone(at))
    .where(mine)
    .where('status', 'in', [...finishedBookingStatuses])
    .execute();
  await trx
    .updateTable('donations')
    .set(donorGone(at))
    .where(mine)
    .where('receipt_number', 'is', null)
    .where('status', '=', 'pending')
    .execute();
  await trx.updateTable('bookings').set({ user_id: null }).where('user_id', '=', holder.userId).execute();
  await trx.updateTable('donations').set({ user_id: null }).where('user_id', '=', holder.userId).execute();
  return true;
}

/** A booking's devotees, sankalpam, phone and address gone; the name and e-mail stay with a receipt. */
export const bookingDetailsGone = (at: string) => ({
  devotees: '[]',
  sankalpam: '',
  phone: '',
  phone_digits: null,
  prasadam: null,
  device_id: null,
  updated_at: at,
});

/** A donation with nobody in it: the amount, cause, dates, receipt number and payment stay. */
export const donorGone = (at: string) => ({
  first_name: '',
  last_name: '',
  email: '',
  pan: null,
  address: null,
  family: '[]',
  message: '',
  identity_type: null,
  identity_sealed: null,
  identity_hint: null,
  user_id: null,
  anonymised_at: at,
  updated_at: at,
});

/** A booking with nobody in it. */
export const bookerGone = (at: string) => ({
  ...bookingDetailsGone(at),
  name: '',
  email: '',
  user_id: null,
  anonymised_at: at,
});
