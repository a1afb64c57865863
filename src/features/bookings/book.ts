import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { siteDay } from '#src/server/time.ts';
import { dayProblem, offeredDays, type PujaRow } from '#src/features/pujas/index.ts';
import { selectPuja, selectPujas } from '#src/features/pujas/service.ts';
import { defaultShipping, pujaPrice, shippingPaise, type ShippingRule } from './money.ts';
import {
  expireHolds,
  findBooking,
  insertBooking,
  selectBookingsOf,
  takePlace,
  takenByDay,
  type BookingRow,
} from './repo.ts';
import { bookingLimits, type BookingInput } from './schema.ts';
import { newBookingKey } from './keys.ts';
import { statusKey } from './view.ts';
import { claimOffer } from './waitlist-handover.ts';
import { checkHolds, defaultHoldLimits, type HoldLimits } from './fair-holds.ts';
import type { FcraSettings } from '#src/features/settings/index.ts';
import { newBookingFields } from './new-booking-row.ts';
import { recordConsent } from '#src/features/data-rights/service.ts';
import { seriesOf, type SeriesSummary } from './series-view.ts';

/** A booking as just made, with its secret key (./keys.ts), which is never stored. */
export type KeyedBooking = BookingRow & { key?: string };

export interface DayPlaces {
  day: string;
  left: number;
}

/** The offered days of a puja that still have places, after the holds that ran out are freed. */
export async function bookableDays(db: Kysely<Database>, puja: PujaRow, today = siteDay()): Promise<DayPlaces[]> {
  await db.transaction().execute((trx) => expireHolds(trx, { pujaId: puja.id }));
  const days = offeredDays(puja, today);
  const taken = await takenByDay(db, puja.id, days);
  return days.map((day) => ({ day, left: puja.per_day - (taken.get(day) ?? 0) })).filter((d) => d.left > 0);
}

const dayMessages = {
  past: 'booking.error.past',
  tooSoon: 'booking.error.tooSoon',
  beyond: 'booking.error.beyond',
  notOffered: 'booking.error.notOffered',
} as const;

export interface BookingContext {
  lang: string;
  userId: number | null;
  shipping?: ShippingRule;
  /** The device cookie's id and the client's address, when known: holds are counted per each. */
  device?: string | null;
  address?: string | null;
  holdLimits?: HoldLimits;
  /** The centre's FCRA registration and account (settings), for an offering's citizenship declaration. */
  fcra?: FcraSettings;
}

/**
 * A valid booking holds one place for the puja on its day and is stored as pending, in one
 * transaction: a day with no place left is refused with 409 and nothing is stored. Every rule
 * that depends on the catalogue is checked here, each refusal naming its field.
 */
export async function bookPuja(
  db: Kysely<Database>,
  input: BookingInput,
  context: BookingContext,
): Promise<KeyedBooking> {
  const puja = await selectPuja(db, { id: input.pujaId });
  if (!puja || !puja.enabled) throw new RequestError(404, 'booking.error.noPuja', { pujaId: 'booking.error.noPuja' });
  const problem = dayProblem(puja, input.date);
  if (problem) {
    const vars = { min: puja.min_days_ahead, max: puja.max_days_ahead };
    throw new RequestError(400, dayMessages[problem], { date: { key: dayMessages[problem], vars } }, vars);
  }
  if (input.attendance === 'on-behalf' && !puja.on_behalf)
    throw new RequestError(400, 'booking.error.noBehalf', { attendance: 'booking.error.noBehalf' });
  if (input.prasadam && !puja.prasadam)
    throw new RequestError(400, 'booking.error.noPrasadam', { prasadam: 'booking.error.noPrasadam' });
  const price = pujaPrice(puja, input.amount);
  if (!price.ok) throw new RequestError(400, price.key, { amount: { key: price.key, vars: price.vars } }, price.vars);
  // Built before any place is touched: a declaration the FCRA refuses ends the booking here.
  const fields = newBookingFields(puja, input, context);
  const shipping = shippingPaise(context.shipping ?? defaultShipping, price.pricePaise, Boolean(input.prasadam));
  const total = price.pricePaise + shipping;
  if (input.total !== undefined && input.total * 100 !== total) {
    const vars = { total: total / 100 };
    throw new RequestError(400, 'booking.error.total', { total: { key: 'booking.error.total', vars } }, vars);
  }
  const holdUntil = new Date(Date.now() + bookingLimits.holdMinutes * 60_000).toISOString();
  // Inside createOnce's transaction when the post carried an idempotency key; its own otherwise.
  const secret = newBookingKey();
  const hold = <R>(work: (trx: Kysely<Database>) => Promise<R>) =>
    db.isTransaction ? work(db) : transaction(db, work);
  const booking = await hold(async (trx) => {
    // Before any place is touched: the holder's locks come first in every booking (no deadlock).
    await checkHolds(
      trx,
      { email: input.email, phone: input.phone, device: context.device, address: context.address },
      context.holdLimits ?? defaultHoldLimits,
      context.lang,
    );
    await expireHolds(trx, { pujaId: puja.id, day: input.date });
    // A place kept for this devotee from the waitlist is theirs already; everyone else takes one from the counter.
    if (!(await claimOffer(trx, puja.id, input.date, input.email)) && !(await takePlace(trx, puja, input.date)))
      return undefined;
    const booked = await insertBooking(trx, {
      ...fields,
      puja_day: input.date,
      price_paise: price.pricePaise,
      shipping_paise: shipping,
      total_paise: total,
      hold_until: holdUntil,
      key_hash: secret.hash,
    });
    await recordConsent(trx, {
      purpose: 'booking',
      recordRef: booked.reference,
      userId: context.userId,
      email: input.email,
      noticeVersion: input.noticeVersion,
    });
    return booked;
  });
  if (!booking) throw new RequestError(409, 'booking.error.full', { date: 'booking.error.full' });
  // The key is known only now: a repeat of the same post reads the booking back without it.
  return { ...booking, key: secret.key };
}

/** A booking by its reference, its hold ended first if it ran out. */
export async function bookingByReference(db: Kysely<Database>, reference: string): Promise<BookingRow | undefined> {
  const found = await findBooking(db, reference);
  if (found?.status === 'pending' && found.hold_until && found.hold_until < new Date().toISOString()) {
    await db.transaction().execute((trx) => expireHolds(trx, { reference }));
    return findBooking(db, reference);
  }
  return found;
}

export interface DevoteeBooking {
  reference: string;
  puja: { en: string; te: string };
  date: string;
  status: BookingRow['status'];
  /** The dictionary key of the status as the devotee reads it ('payment reported' once a UTR is given). */
  statusKey: string;
  /** Whole paise. */
  total: number;
  /** The booking's own page, where its receipt is linked once confirmed. */
  page: string;
  receipt: string | null;
  createdAt: string;
  /** A seva that comes back: its rule and next day (its other days are not listed apart). */
  series?: SeriesSummary;
}

/**
 * A devotee's bookings, newest first (for /account): those made signed in to the account and,
 * when given, those made with the e-mail address (pass it only once the address is confirmed).
 */
export async function listBookingsOf(
  db: Kysely<Database>,
  who: { userId?: number | null; email?: string | null },
): Promise<DevoteeBooking[]> {
  const rows = await selectBookingsOf(db, who);
  const pujas = new Map((await selectPujas(db, { enabledOnly: false })).map((p) => [p.id, p]));
  const { summaries, followers } = await seriesOf(db, rows);
  return rows
    .filter((b) => !followers.has(b.reference))
    .map((b) => {
      const puja = pujas.get(b.puja_id);
      const confirmed = b.receipt_number !== null && b.status !== 'refunded';
      return {
        reference: b.reference,
        puja: { en: puja?.name_en ?? '', te: puja?.name_te ?? '' },
        date: b.puja_day,
        status: b.status,
        statusKey: statusKey(b),
        total: b.total_paise,
        page: `/booking/${b.reference}`,
        receipt: confirmed ? `/booking/${b.reference}/receipt.pdf` : null,
        createdAt: b.created_at,
        ...(summaries.has(b.reference) && { series: summaries.get(b.reference) }),
      };
    });
}
