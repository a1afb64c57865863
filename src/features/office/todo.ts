import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { siteDay } from '#src/server/time.ts';
import { countByState, selectPayments, type PaymentRow } from '#src/features/payments/service.ts';
import type { PayableType, PaymentMethod, PaymentState } from '#src/features/payments/index.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { type BookingStatus, utrHoldHours } from '#src/features/bookings/service.ts';

/**
 * The office's to-do: what waits for someone at the desk. Payments come from the ledger; the
 * prasadam and the pujas from the bookings. Each list is cut at `todoListLimit` rows, its count
 * is not: the screen says how many more there are and links to the full list.
 */
export const todoListLimit = 50;

/** The ledger states the office acts on, in the order the to-do shows them. */
export const paymentSections = [
  'reported',
  'refund_requested',
  'paid_after_close',
] as const satisfies readonly PaymentState[];
export type PaymentSection = (typeof paymentSections)[number];

export interface TodoPayment {
  id: number;
  state: PaymentSection;
  payableType: PayableType;
  payableRef: string;
  method: PaymentMethod;
  /** The UTR (UPI) or the gateway's payment id. */
  paymentRef: string;
  amountPaise: number;
  /** When the centre learnt of it (a UTR given), or when it came to this state (a refund asked). */
  at: string;
  /** A booking's UTR unchecked past its 48 hours: its place is held until the office decides. */
  overdue: boolean;
}

export interface TodoBooking {
  reference: string;
  pujaDay: string;
  pujaEn: string;
  pujaTe: string;
  name: string;
  status: BookingStatus;
}

export interface TodoList<Item> {
  count: number;
  items: Item[];
}

export interface OfficeTodo {
  today: string;
  tomorrow: string;
  payments: Record<PaymentSection, TodoList<TodoPayment>>;
  prasadam: TodoList<TodoBooking>;
  todaysPujas: TodoList<TodoBooking>;
  tomorrowsPujas: TodoList<TodoBooking>;
  /** The days of sevas that come back in the week after tomorrow (docs/decisions/162): to prepare, not counted. */
  sevasThisWeek: TodoList<TodoBooking>;
  /** Everything that needs an action now; tomorrow's pujas are there to prepare, not counted. */
  total: number;
}

const paymentOf = (row: PaymentRow, now: number): TodoPayment => ({
  id: row.id,
  state: row.state as PaymentSection,
  payableType: row.payable_type,
  payableRef: row.payable_ref,
  method: row.method,
  paymentRef: row.payment_ref,
  amountPaise: row.amount_paise,
  at: row.state === 'reported' ? row.created_at : row.updated_at,
  overdue:
    row.state === 'reported' &&
    row.payable_type === 'booking' &&
    now - Date.parse(row.created_at) > utrHoldHours * 3_600_000,
});

const postable: BookingStatus[] = ['confirmed', 'performed'];

function bookingsWaiting(db: Kysely<Database>) {
  return db.selectFrom('bookings').innerJoin('pujas', 'pujas.id', 'bookings.puja_id');
}

type Waiting = ReturnType<typeof bookingsWaiting>;

const prasadamWhere = (q: Waiting) =>
  q.where('bookings.prasadam', 'is not', null).where('bookings.status', 'in', postable);
const sevaWhere = (q: Waiting, after: string, until: string) =>
  q
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.series_id', 'is not', null)
    .where('bookings.puja_day', '>', after)
    .where('bookings.puja_day', '<=', until);
const dayWhere = (q: Waiting, day: string) =>
  q.where('bookings.status', '=', 'confirmed').where('bookings.puja_day', '=', day);

async function bookingList(db: Kysely<Database>, narrow: (q: Waiting) => Waiting): Promise<TodoList<TodoBooking>> {
  const [rows, counted] = await Promise.all([
    narrow(bookingsWaiting(db))
      .select([
        'bookings.reference',
        'bookings.puja_day',
        'pujas.name_en',
        'pujas.name_te',
        'bookings.name',
        'bookings.status',
      ])
      .orderBy('bookings.puja_day')
      .orderBy('bookings.id')
      .limit(todoListLimit)
      .execute(),
    narrow(bookingsWaiting(db))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    count: Number(counted?.n ?? 0),
    items: rows.map((r) => ({
      reference: r.reference,
      pujaDay: r.puja_day,
      pujaEn: r.name_en,
      pujaTe: r.name_te,
      name: r.name,
      status: r.status,
    })),
  };
}

async function countBookings(db: Kysely<Database>, narrow: (q: Waiting) => Waiting): Promise<number> {
  const row = await narrow(bookingsWaiting(db))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const paymentTotal = (counts: Partial<Record<PaymentState, number>>) =>
  paymentSections.reduce((sum, state) => sum + (counts[state] ?? 0), 0);

/** The whole to-do, for /admin and GET /api/admin/todo. `today` is the centre's day in India. */
export async function officeTodo(db: Kysely<Database>, today = siteDay(), now = Date.now()): Promise<OfficeTodo> {
  const tomorrow = addDays(today, 1);
  const [counts, lists, prasadam, todaysPujas, tomorrowsPujas, sevasThisWeek] = await Promise.all([
    countByState(db),
    Promise.all(paymentSections.map((state) => selectPayments(db, { state }, todoListLimit))),
    bookingList(db, prasadamWhere),
    bookingList(db, (q) => dayWhere(q, today)),
    bookingList(db, (q) => dayWhere(q, tomorrow)),
    bookingList(db, (q) => sevaWhere(q, tomorrow, addDays(today, 8))),
  ]);
  const payments = Object.fromEntries(
    paymentSections.map((state, i) => [
      state,
      { count: counts[state] ?? 0, items: lists[i]!.map((row) => paymentOf(row, now)) },
    ]),
  ) as OfficeTodo['payments'];
  return {
    today,
    tomorrow,
    payments,
    prasadam,
    todaysPujas,
    tomorrowsPujas,
    sevasThisWeek,
    total: paymentTotal(counts) + prasadam.count + todaysPujas.count,
  };
}

/**
 * The one number beside "To-do" in the admin menu, on every admin page: three counts (the
 * ledger by state, the prasadam, today's pujas), no rows. The same total as officeTodo's.
 */
export async function todoTotal(db: Kysely<Database>, today = siteDay()): Promise<number> {
  const [counts, prasadam, todays] = await Promise.all([
    countByState(db),
    countBookings(db, prasadamWhere),
    countBookings(db, (q) => dayWhere(q, today)),
  ]);
  return paymentTotal(counts) + prasadam + todays;
}
