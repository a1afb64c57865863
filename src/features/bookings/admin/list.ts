import { getDb } from '#src/server/db/connect.ts';
import { siteDay } from '#src/server/time.ts';
import { bookingFilterSchema } from '../admin-schema.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { expireHolds, findBooking, selectBookings, type BookingFilter } from '../repo.ts';
import { referenceQuery } from './filters.ts';
import { allPujas } from '#src/features/pujas/service.ts';
import { waitlistFrom } from '../waitlist.ts';

/**
 * The bookings the admin screens show for the query's filters; without dates, from today for a
 * week; with `q`, the one booking of that reference. Holds that ran out are ended first, so the
 * list shows what stands.
 */
export async function adminBookings(params: URLSearchParams) {
  const reference = referenceQuery(params);
  if (reference) return oneBooking(reference);
  const parsed = bookingFilterSchema.safeParse(Object.fromEntries(params));
  const given: Partial<NonNullable<typeof parsed.data>> = parsed.success ? parsed.data : {};
  const from = given.from ?? siteDay();
  const filter: BookingFilter = { from, to: given.to ?? addDays(from, 7), pujaId: given.puja, status: given.status };
  const db = getDb();
  await db.transaction().execute((trx) => expireHolds(trx));
  const query = new URLSearchParams(
    Object.entries({
      from: filter.from ?? '',
      to: filter.to ?? '',
      puja: filter.pujaId ? String(filter.pujaId) : '',
      status: filter.status ?? '',
    }).filter(([, v]) => v),
  ).toString();
  const waitlist = (await waitlistFrom(db, from, filter.pujaId)).filter((e) => !filter.to || e.day <= filter.to);
  return { bookings: await selectBookings(db, filter), pujas: await allPujas(db), filter, query, waitlist };
}

async function oneBooking(reference: string) {
  const db = getDb();
  await db.transaction().execute((trx) => expireHolds(trx, { reference }));
  const found = await findBooking(db, reference);
  const filter: BookingFilter = {};
  return {
    bookings: found ? [found] : [],
    pujas: await allPujas(db),
    filter,
    query: new URLSearchParams({ q: reference }).toString(),
    waitlist: [],
  };
}
