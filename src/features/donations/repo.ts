import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { DonationInput } from './schema.ts';
import type { DeclarationColumns } from '#src/features/citizenship/service.ts';
import type { DonationMethod, DonationStatus, DonationTables } from './tables.ts';
import { rupeesToPaise } from '#src/features/payments/index.ts';
import { nextReceiptNumber } from '#src/features/payments/service.ts';
import { siteDayEndUtc, siteDayStartUtc } from '#src/server/time.ts';
import { causeTaxTerms, type CauseTaxTerms } from './cause-tax.ts';
import { sealIdentity } from './identity.ts';

export type DonationRow = Selectable<DonationTables['donations']>;

// No 0/O or 1/I: the donor may read the reference out over the phone.
const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const referencePattern = /^DN[2-9A-HJ-NP-Z]{10}$/;

/** 'DN' and ten random characters: 50 bits, unguessable, and valid as a UPI transaction reference. */
export function newReference(): string {
  let out = 'DN';
  for (let i = 0; i < 10; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

interface InsertOptions {
  lang: string;
  method: DonationMethod;
  userId?: number | null;
  causeName?: { en: string; te: string };
  terms?: CauseTaxTerms;
  declaration?: DeclarationColumns;
}

export async function insertDonation(
  db: Kysely<Database>,
  input: DonationInput,
  /**
   * causeName: a staff-added cause's name kept with the donation; terms: its 80G terms today; declaration: citizenship.
   */
  options: InsertOptions,
): Promise<DonationRow> {
  const now = nowIso();
  const terms = options.terms ?? causeTaxTerms(undefined);
  // Only the sealed number and its last characters are stored; the clear `pan` column stays empty.
  const identity = input.identity ? sealIdentity(input.identity.type, input.identity.number) : undefined;
  const row = await db
    .insertInto('donations')
    .values({
      reference: newReference(),
      amount_paise: rupeesToPaise(input.amount),
      cause: input.cause,
      cause_name: options.causeName?.en ?? null,
      cause_name_te: options.causeName?.te || null,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      pan: null,
      identity_type: identity?.identity_type ?? null,
      identity_sealed: identity?.identity_sealed ?? null,
      identity_hint: identity?.identity_hint ?? null,
      donation_type: terms.donationType,
      eligible_80g: terms.eligible80G ? 1 : 0,
      address: input.address ?? null,
      family: JSON.stringify(input.family),
      message: input.message,
      lang: options.lang,
      method: options.method,
      status: 'pending',
      utr: null,
      gateway_order_id: null,
      gateway_payment_id: null,
      receipt_number: null,
      paid_at: null,
      created_at: now,
      updated_at: now,
      user_id: options.userId ?? null,
      ...options.declaration,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return normalise(row);
}

/** Counts PostgreSQL returns as strings (bigint), as numbers. */
type Counts = 'id' | 'amount_paise' | 'eligible_80g';
type RawRow = Record<Counts, number | string> & { user_id: number | string | null };

/** A row as both engines read it. */
export function normalise<R extends RawRow>(row: R) {
  const user_id = row.user_id === null ? null : Number(row.user_id);
  const counts = { id: Number(row.id), amount_paise: Number(row.amount_paise), eligible_80g: Number(row.eligible_80g) };
  return { ...row, ...counts, user_id } as unknown as DonationRow;
}

export async function findDonation(db: Kysely<Database>, reference: string): Promise<DonationRow | undefined> {
  if (!referencePattern.test(reference)) return undefined;
  const row = await db.selectFrom('donations').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/** The UTR can be given or corrected until an administrator has confirmed the money. */
export async function saveUtr(db: Kysely<Database>, reference: string, utr: string): Promise<DonationRow | undefined> {
  const row = await db
    .updateTable('donations')
    .set({ utr, status: 'submitted', updated_at: nowIso() })
    .where('reference', '=', reference)
    .where('method', '=', 'upi')
    .where('status', 'in', ['pending', 'submitted'])
    .returningAll()
    .executeTakeFirst();
  return row ? normalise(row) : undefined;
}

/**
 * Stores the gateway order only when the donation has none yet, and gives the one stored. Of
 * several calls at once, each with an order of its own, the first stored wins and every caller
 * answers with it, so a payment is always made on the order that the donation knows.
 */
export async function setGatewayOrder(db: Kysely<Database>, reference: string, orderId: string): Promise<string> {
  await db
    .updateTable('donations')
    .set({ gateway_order_id: orderId, method: 'razorpay', updated_at: nowIso() })
    .where('reference', '=', reference)
    .where('gateway_order_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('donations')
    .select('gateway_order_id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.gateway_order_id!;
}

export interface DonationFilter {
  status?: DonationStatus;
  /** 'YYYY-MM-DD', India date, inclusive. */
  from?: string;
  to?: string;
}

export async function listDonations(db: Kysely<Database>, filter: DonationFilter = {}): Promise<DonationRow[]> {
  let query = db.selectFrom('donations').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.from) query = query.where('created_at', '>=', siteDayStartUtc(filter.from));
  if (filter.to) query = query.where('created_at', '<', siteDayEndUtc(filter.to));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
  return rows.map(normalise);
}

/**
 * One donor's donations, newest first: those given while signed in to the account, and, when
 * `email` is given (the account confirmed it), those given with that address while signed out.
 */
export async function donationsOfDonor(
  db: Kysely<Database>,
  donor: { userId: number; email?: string },
): Promise<DonationRow[]> {
  const rows = await db
    .selectFrom('donations')
    .selectAll()
    .where((eb) => {
      const mine = eb('user_id', '=', donor.userId);
      return donor.email ? eb.or([mine, eb.and([eb('user_id', 'is', null), eb('email', '=', donor.email)])]) : mine;
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(normalise);
}

/** Confirmed donations whose money arrived in a financial year, by receipt number. */
export async function confirmedInYear(db: Kysely<Database>, fy: string): Promise<DonationRow[]> {
  const rows = await db
    .selectFrom('donations')
    .selectAll()
    .where('receipt_number', 'like', `${fy}/%`)
    .orderBy('receipt_number')
    .execute();
  return rows.map(normalise);
}

export type Confirmation = { confirmed: true; donation: DonationRow } | { confirmed: false; donation?: DonationRow };
type ConfirmOutcome = { status: 'paid' | 'received'; paymentId?: string; at?: Date };
/** Runs in the same transaction once the donation is confirmed (the audit trail's entry). */
type AlsoOnConfirm = (trx: Kysely<Database>, confirmed: DonationRow, previousStatus: string) => Promise<void>;

/**
 * Marks the money as arrived and gives the donation the next receipt number of its financial
 * year, in one transaction. The status update only matches an unconfirmed donation, so a
 * repeated call (webhook retry, second click) changes nothing and allocates no number; the
 * counter is one upsert, so two instances never hand out the same number.
 */
export async function confirmDonation(
  db: Kysely<Database>,
  reference: string,
  outcome: ConfirmOutcome,
  alsoOnConfirm?: AlsoOnConfirm,
): Promise<Confirmation> {
  return db.transaction().execute((trx) => confirmWithin(trx, reference, outcome, alsoOnConfirm));
}

/** confirmDonation's work inside a transaction the caller holds, with more of its own writes. */
export async function confirmWithin(
  trx: Kysely<Database>,
  reference: string,
  outcome: ConfirmOutcome,
  alsoOnConfirm?: AlsoOnConfirm,
): Promise<Confirmation> {
  const at = outcome.at ?? new Date();
  const previous = alsoOnConfirm
    ? await trx.selectFrom('donations').select('status').where('reference', '=', reference).executeTakeFirst()
    : undefined;
  const changed = await trx
    .updateTable('donations')
    .set({
      status: outcome.status,
      paid_at: at.toISOString(),
      updated_at: nowIso(),
      ...(outcome.paymentId ? { gateway_payment_id: outcome.paymentId } : {}),
    })
    .where('reference', '=', reference)
    .where('status', 'in', ['pending', 'submitted'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) {
    const existing = await trx
      .selectFrom('donations')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return { confirmed: false, donation: existing ? normalise(existing) : undefined };
  }
  const receipt = await nextReceiptNumber(trx, at);
  const row = await trx
    .updateTable('donations')
    .set({ receipt_number: receipt })
    .where('reference', '=', reference)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (alsoOnConfirm) await alsoOnConfirm(trx, normalise(row), previous?.status ?? '');
  return { confirmed: true, donation: normalise(row) };
}
