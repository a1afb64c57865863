// What bench:payments reads from the database after its race: the ledger, the bookings, their
// receipts and confirmation mails, and the status changes a trigger of the bench's own recorded.
import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isPostgres } from '#src/server/db/columns.ts';
import { bookingReceiptSeries } from '#src/features/bookings/receipt.ts';

/**
 * Logs every status change of a booking into bench_status_changes, in the transaction that made
 * it (a change rolled back leaves no line): nothing else says that a hold ran out and its booking
 * was reinstated by the payment.
 */
export async function recordStatusChanges(db: Kysely<Database>): Promise<void> {
  const columns = 'reference text NOT NULL, from_status text NOT NULL, to_status text NOT NULL';
  await sql.raw(`CREATE TABLE bench_status_changes (${columns})`).execute(db);
  if (isPostgres(db)) {
    await sql
      .raw(
        `CREATE FUNCTION bench_log_status() RETURNS trigger AS $$ BEGIN
           INSERT INTO bench_status_changes VALUES (NEW.reference, OLD.status, NEW.status);
           RETURN NEW;
         END $$ LANGUAGE plpgsql`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER bench_log_status AFTER UPDATE ON bookings FOR EACH ROW
           WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION bench_log_status()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `CREATE TRIGGER bench_log_status AFTER UPDATE OF status ON bookings WHEN OLD.status <> NEW.status
           BEGIN INSERT INTO bench_status_changes VALUES (NEW.reference, OLD.status, NEW.status); END`,
      )
      .execute(db);
  }
}

export interface Outcome {
  confirmed: number;
  /** Bookings whose hold ran out (a sweep or a page view expired them) before their payment was recorded. */
  expired: number;
  expirations: number;
  /** Expired bookings the payment took back into their place. */
  reinstated: number;
  paidAfterClose: number;
  /** Sent payment ids with no row in the ledger. */
  lost: string[];
  /** Bookings paid twice: a payment id in two rows, two rows for one booking, two receipts or two mails. */
  doubled: string[];
  /** Payments in the ledger that neither confirmed their booking nor wait as paid after close. */
  unsettled: string[];
  placesTaken: number;
  holdingPlaces: number;
  receiptNumbersIssued: number;
  confirmationMails: number;
}

const counts = <T>(items: T[]) => items.reduce((m, item) => m.set(item, (m.get(item) ?? 0) + 1), new Map<T, number>());
const repeated = <T>(items: T[]) => [...counts(items)].filter(([, n]) => n > 1).map(([item]) => item);

type Db = Kysely<Database>;
type Change = { reference: string; from_status: string; to_status: string };
const mailSubject = 'Puja booking confirmed: ';

async function bookingsOf(db: Db, pujaId: number) {
  const columns = ['reference', 'status', 'gateway_payment_id', 'receipt_number'] as const;
  return db.selectFrom('bookings').select(columns).where('puja_id', '=', pujaId).execute();
}
async function gatewayPayments(db: Db) {
  const columns = ['payment_ref', 'payable_ref', 'state'] as const;
  return db.selectFrom('payments').select(columns).where('method', '=', 'razorpay').execute();
}
async function confirmationMails(db: Db) {
  const subject = `${mailSubject}%`;
  return db.selectFrom('mail_outbox').select('subject').where('subject', 'like', subject).execute();
}
async function takenOn(db: Db, pujaId: number, day: string) {
  const ofPuja = db.selectFrom('puja_day_places').select('taken').where('puja_id', '=', pujaId);
  const row = await ofPuja.where('day', '=', day).executeTakeFirst();
  return Number(row?.taken ?? 0);
}
/** Receipt numbers issued in the bookings' series, every financial year together. */
async function receiptsIssued(db: Db) {
  const series = `${bookingReceiptSeries}%`;
  const counters = db.selectFrom('receipt_counters').select('last_number');
  const years = await counters.where('financial_year', 'like', series).execute();
  return years.reduce((sum, c) => sum + Number(c.last_number), 0);
}
function moves(changes: Change[], from: string, to: string) {
  const made = changes.filter((c) => c.from_status === from && c.to_status === to);
  return made.map((c) => c.reference);
}

/** Reads what became of each booking that was sent `paid.get(reference)` as its payment id. */
export async function readOutcome(db: Db, pujaId: number, day: string, paid: Map<string, string>): Promise<Outcome> {
  const references = [...paid.keys()];
  const bookings = await bookingsOf(db, pujaId);
  const ledger = await gatewayPayments(db);
  const mails = await confirmationMails(db);
  const changes = (await sql<Change>`SELECT * FROM bench_status_changes`.execute(db)).rows;

  const byReference = new Map(bookings.map((b) => [b.reference, b]));
  const sentIds = new Set(paid.values());
  const ledgerIds = new Set(ledger.map((p) => p.payment_ref));
  const expiredRefs = moves(changes, 'pending', 'expired');
  const reinstatedRefs = new Set(moves(changes, 'expired', 'pending'));

  const doubled = new Set<string>();
  const idsPaidTwice = new Set(repeated(ledger.map((p) => p.payment_ref)));
  for (const p of ledger) if (idsPaidTwice.has(p.payment_ref)) doubled.add(p.payable_ref);
  for (const reference of repeated(ledger.map((p) => p.payable_ref))) doubled.add(reference);
  for (const receipt of repeated(bookings.flatMap((b) => (b.receipt_number ? [b.receipt_number] : [])))) {
    for (const b of bookings) if (b.receipt_number === receipt) doubled.add(b.reference);
  }
  for (const subject of repeated(mails.map((m) => m.subject))) doubled.add(subject.replace(mailSubject, ''));

  const unsettled = references.filter((reference) => {
    const rows = ledger.filter((p) => p.payable_ref === reference);
    if (rows.length !== 1) return false;
    const booking = byReference.get(reference);
    const confirmedByIt = booking?.status === 'confirmed' && booking.gateway_payment_id === paid.get(reference);
    return !(rows[0]!.state === 'verified' && confirmedByIt) && rows[0]!.state !== 'paid_after_close';
  });

  return {
    confirmed: bookings.filter((b) => b.status === 'confirmed').length,
    expired: new Set(expiredRefs).size,
    expirations: expiredRefs.length,
    reinstated: references.filter((r) => reinstatedRefs.has(r) && byReference.get(r)?.status === 'confirmed').length,
    paidAfterClose: ledger.filter((p) => p.state === 'paid_after_close').length,
    lost: [...sentIds].filter((id) => !ledgerIds.has(id)),
    doubled: [...doubled],
    unsettled,
    placesTaken: await takenOn(db, pujaId, day),
    holdingPlaces: bookings.filter((b) => b.status === 'pending' || b.status === 'confirmed').length,
    receiptNumbersIssued: await receiptsIssued(db),
    confirmationMails: mails.length,
  };
}
