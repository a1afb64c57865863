import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isPostgres, nowIso } from '#src/server/db/columns.ts';
import type { PayableType, PaymentMethod, PaymentState, PaymentTables } from './tables.ts';
import { siteDayEndUtc, siteDayStartUtc } from '#src/server/time.ts';

/** The ledger's queries: the only code that touches the payments and payment_claims tables. */

export type PaymentRow = Omit<PaymentTables['payments'], 'id'> & { id: number };
export interface Payable {
  type: PayableType;
  reference: string;
}

const rowOf = (row: Record<string, unknown>): PaymentRow => ({
  ...(row as PaymentRow),
  id: Number(row.id),
  amount_paise: Number(row.amount_paise),
  refunded_paise: row.refunded_paise === null ? null : Number(row.refunded_paise),
});

/** A stale refund claim (its request died) may be taken over after this long. */
export const REFUND_CLAIM_MS = 5 * 60_000;

export async function paymentById(db: Kysely<Database>, id: number, lock = false): Promise<PaymentRow | undefined> {
  let query = db.selectFrom('payments').selectAll().where('id', '=', id);
  if (lock && isPostgres(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/** A record's payments, oldest first. */
export async function paymentsOf(db: Kysely<Database>, payable: Payable): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('payable_type', '=', payable.type)
    .where('payable_ref', '=', payable.reference)
    .orderBy('id')
    .execute();
  return rows.map(rowOf);
}

/** The payment that holds the claim on a UTR or gateway payment id, if any. */
export async function claimHolder(
  db: Kysely<Database>,
  method: PaymentMethod,
  ref: string,
): Promise<PaymentRow | undefined> {
  const claim = await db
    .selectFrom('payment_claims')
    .select('payment_id')
    .where('method', '=', method)
    .where('payment_ref', '=', ref)
    .executeTakeFirst();
  return claim ? paymentById(db, Number(claim.payment_id)) : undefined;
}

/** Claims the UTR or payment id for this payment; false when another payment holds it. One insert, so race-free. */
export async function claimRef(
  trx: Kysely<Database>,
  payment: Pick<PaymentRow, 'id' | 'method' | 'payment_ref'>,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_claims')
    .values({ method: payment.method, payment_ref: payment.payment_ref, payment_id: payment.id })
    .onConflict((oc) => oc.columns(['method', 'payment_ref']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const holder = await trx
    .selectFrom('payment_claims')
    .select('payment_id')
    .where('method', '=', payment.method)
    .where('payment_ref', '=', payment.payment_ref)
    .executeTakeFirst();
  return Number(holder?.payment_id) === payment.id;
}

export interface NewPayment {
  method: PaymentMethod;
  ref: string;
  amountPaise: number;
  payable: Payable;
  state: PaymentState;
}

export async function insertPayment(trx: Kysely<Database>, p: NewPayment): Promise<PaymentRow> {
  const now = nowIso();
  const row = await trx
    .insertInto('payments')
    .values({
      method: p.method,
      payment_ref: p.ref,
      amount_paise: p.amountPaise,
      payable_type: p.payable.type,
      payable_ref: p.payable.reference,
      state: p.state,
      override_reason: null,
      refund_key: null,
      refund_claimed_at: null,
      refund_reference: null,
      refunded_paise: null,
      verified_at: p.state === 'verified' ? now : null,
      refunded_at: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return rowOf(row);
}

/** Moves a payment from one of `from` to `to`, with more columns; undefined when it was in none of them. */
export async function movePayment(
  trx: Kysely<Database>,
  id: number,
  from: PaymentState[],
  to: PaymentState,
  more: Partial<
    Pick<PaymentRow, 'override_reason' | 'refund_reference' | 'refunded_paise' | 'payment_ref' | 'amount_paise'>
  > = {},
): Promise<PaymentRow | undefined> {
  const now = nowIso();
  const row = await trx
    .updateTable('payments')
    .set({
      ...more,
      state: to,
      updated_at: now,
      ...(to === 'verified' ? { verified_at: now } : {}),
      ...(to === 'refunded' ? { refunded_at: now, refund_claimed_at: null } : {}),
    })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

export const refundableStates: PaymentState[] = ['verified', 'refund_requested', 'paid_after_close', 'reported'];

/**
 * Claims the refund of a payment for the calling request, in its own statement: of ten requests
 * at once one gets the row, the others undefined. The refund key is made once and kept, so a
 * retry after a failure asks the gateway with the same key.
 */
export async function claimRefund(db: Kysely<Database>, id: number, now = new Date()): Promise<PaymentRow | undefined> {
  const stale = new Date(now.getTime() - REFUND_CLAIM_MS).toISOString();
  const current = await paymentById(db, id);
  const row = await db
    .updateTable('payments')
    .set({
      refund_claimed_at: now.toISOString(),
      refund_key: current?.refund_key ?? `rf_${randomUUID()}`,
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .where('state', 'in', refundableStates)
    .where((eb) => eb.or([eb('refund_claimed_at', 'is', null), eb('refund_claimed_at', '<', stale)]))
    .returningAll()
    .executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

/** Gives a refund claim back after the gateway refused: the office may try again (same key). */
export async function releaseRefund(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refund_claimed_at: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export interface LedgerFilter {
  state?: PaymentState;
  method?: PaymentMethod;
  payableType?: PayableType;
  /** 'YYYY-MM-DD' in India, inclusive, on the day the centre learnt of the payment. */
  from?: string;
  to?: string;
  /** Part of a UTR, payment id or record reference. */
  q?: string;
}

export async function selectPayments(
  db: Kysely<Database>,
  filter: LedgerFilter = {},
  limit = 1000,
): Promise<PaymentRow[]> {
  let query = db.selectFrom('payments').selectAll();
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.method) query = query.where('method', '=', filter.method);
  if (filter.payableType) query = query.where('payable_type', '=', filter.payableType);
  if (filter.from) query = query.where('created_at', '>=', siteDayStartUtc(filter.from));
  if (filter.to) query = query.where('created_at', '<', siteDayEndUtc(filter.to));
  if (filter.q) {
    const q = `%${filter.q.replace(/[%_\\]/g, '')}%`;
    query = query.where((eb) => eb.or([eb('payment_ref', 'like', q), eb('payable_ref', 'like', q)]));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(rowOf);
}

/** How many payments are in each state (the office's to-do counts). */
export async function countByState(db: Kysely<Database>): Promise<Partial<Record<PaymentState, number>>> {
  const rows = await db
    .selectFrom('payments')
    .select(['state', db.fn.countAll<number>().as('n')])
    .groupBy('state')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

/** The UPI payments whose UTR is one of these (a bank statement's), whatever their state. */
export async function upiPaymentsByUtr(db: Kysely<Database>, utrs: string[]): Promise<PaymentRow[]> {
  if (utrs.length === 0) return [];
  const rows: PaymentRow[] = [];
  // In slices: SQLite takes at most some thousands of parameters in one statement.
  for (let i = 0; i < utrs.length; i += 500) {
    const slice = utrs.slice(i, i + 500);
    const found = await db
      .selectFrom('payments')
      .selectAll()
      .where('method', '=', 'upi')
      .where('payment_ref', 'in', slice)
      .orderBy('id')
      .execute();
    rows.push(...found.map(rowOf));
  }
  return rows;
}
