import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * The payments ledger (docs/decisions/125): one row per payment, and the claims that let one UTR
 * or gateway payment id pay for one thing. The payments already on donations and bookings are
 * copied in, so an existing site's office sees them; of two records verified with one UTR, the
 * older keeps the claim and the other is marked as overridden by this migration.
 */
export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('payments'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('payable_type', 'text', (c) => c.notNull())
    .addColumn('payable_ref', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('override_reason', 'text')
    .addColumn('refund_key', 'text')
    .addColumn('refund_claimed_at', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_by_payable').on('payments').columns(['payable_type', 'payable_ref']).execute();
  await db.schema.createIndex('payments_by_state').on('payments').columns(['state', 'created_at']).execute();
  await db.schema.createIndex('payments_by_ref').on('payments').columns(['payment_ref']).execute();
  await db.schema
    .createTable('payment_claims')
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('payment_ref', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_claims_pk', ['method', 'payment_ref'])
    .execute();
  await copyExisting(db);
}

type Copied = {
  method: string;
  ref: string;
  amount: number;
  type: string;
  payable: string;
  state: string;
  at: string | null;
  refund: string | null;
};

const bookingState: Record<string, string> = {
  pending: 'reported',
  confirmed: 'verified',
  performed: 'verified',
  dispatched: 'verified',
  delivered: 'verified',
  refund_requested: 'refund_requested',
  refunded: 'refunded',
  cancelled: 'paid_after_close',
  expired: 'paid_after_close',
};

async function copyExisting(db: Kysely<any>) {
  const copied: Copied[] = [];
  const donations = await db
    .selectFrom('donations')
    .selectAll()
    .where('status', '!=', 'pending')
    .orderBy('id')
    .execute();
  for (const d of donations) {
    const ref =
      (d.method === 'razorpay' ? d.gateway_payment_id : d.utr) ?? (d.status === 'received' ? d.reference : null);
    if (!ref) continue;
    const state = d.status === 'submitted' ? 'reported' : 'verified';
    const method = ref === d.reference ? 'office' : d.method;
    copied.push({
      method,
      ref,
      amount: Number(d.amount_paise),
      type: 'donation',
      payable: d.reference,
      state,
      at: d.paid_at,
      refund: null,
    });
  }
  const bookings = await db.selectFrom('bookings').selectAll().orderBy('id').execute();
  for (const b of bookings) {
    // A booking the office confirmed without a UTR: the money is the office's, under its reference.
    const ref = b.gateway_payment_id ?? b.utr ?? (b.paid_at ? b.reference : null);
    if (!ref) continue;
    const method = b.gateway_payment_id ? 'razorpay' : ref === b.reference ? 'office' : 'upi';
    let state = bookingState[b.status] ?? 'reported';
    // An unpaid booking closed with only a UTR: nothing says the money came.
    if (method === 'upi' && state === 'paid_after_close') state = 'reported';
    copied.push({
      method,
      ref,
      amount: Number(b.total_paise),
      type: 'booking',
      payable: b.reference,
      state,
      at: b.paid_at,
      refund: b.refund_reference,
    });
  }
  const now = new Date().toISOString();
  const claimed = new Set<string>();
  for (const c of copied) {
    const claims = c.state !== 'reported';
    const taken = claims && claimed.has(`${c.method}|${c.ref}`);
    const row = await db
      .insertInto('payments')
      .values({
        method: c.method,
        payment_ref: c.ref,
        amount_paise: c.amount,
        payable_type: c.type,
        payable_ref: c.payable,
        state: c.state,
        override_reason: taken ? 'Verified for two records before the ledger existed' : null,
        refund_key: null,
        refund_claimed_at: null,
        refund_reference: c.refund,
        verified_at: claims ? (c.at ?? now) : null,
        refunded_at: c.state === 'refunded' ? now : null,
        created_at: c.at ?? now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (claims && !taken) {
      claimed.add(`${c.method}|${c.ref}`);
      await db
        .insertInto('payment_claims')
        .values({ method: c.method, payment_ref: c.ref, payment_id: Number(row.id) })
        .execute();
    }
  }
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('payment_claims').execute();
  await db.schema.dropTable('payments').execute();
}
