import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { siteDay } from '#src/server/time.ts';
import { formatWeekday } from '#src/i18n/dates.ts';
import { occurrencesIn, sevaDates, type Place } from '#src/features/panchangam/service.ts';
import { recordConsent } from '#src/features/data-rights/service.ts';
import { addDays } from '#src/features/pujas/index.ts';
import { defaultShipping, pujaPrice, shippingPaise } from './money.ts';
import { expireHolds, insertBooking, takePlace } from './repo.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import { bookingLimits, type BookingInput } from './schema.ts';
import { ruleOf, type SeriesInput } from './series-schema.ts';
import type { BookingContext, KeyedBooking } from './book.ts';
import { newBookingKey } from './keys.ts';
import { checkHolds, defaultHoldLimits } from './fair-holds.ts';
import { newBookingFields } from './new-booking-row.ts';

/** A seva that comes back, as just booked: its first booking (which the devotee pays) and every day. */
export type BookedSeries = KeyedBooking & { dates: string[] };

/**
 * Books a seva that comes back (docs/decisions/162): the panchangam gives its days from the day
 * chosen (or the puja's first bookable day, if later), and each day takes one place in the puja's
 * counter as an ordinary booking, all in one transaction. The first carries the whole payment and
 * the hold; the others wait on it. A day without a place refuses the whole series, naming the day,
 * and nothing is stored.
 */
export async function bookSeries(
  db: Kysely<Database>,
  input: BookingInput,
  series: SeriesInput,
  context: BookingContext & { place: Place },
): Promise<BookedSeries> {
  const puja = await selectPuja(db, { id: input.pujaId });
  if (!puja || !puja.enabled) throw new RequestError(404, 'booking.error.noPuja', { pujaId: 'booking.error.noPuja' });
  if (input.attendance === 'on-behalf' && !puja.on_behalf)
    throw new RequestError(400, 'booking.error.noBehalf', { attendance: 'booking.error.noBehalf' });
  if (input.prasadam && !puja.prasadam)
    throw new RequestError(400, 'booking.error.noPrasadam', { prasadam: 'booking.error.noPrasadam' });
  const price = pujaPrice(puja, input.amount);
  if (!price.ok) throw new RequestError(400, price.key, { amount: { key: price.key, vars: price.vars } }, price.vars);
  const rule = ruleOf(series);
  const earliest = addDays(siteDay(), puja.min_days_ahead);
  const from = input.date > earliest ? input.date : earliest;
  const dates = sevaDates(context.place, rule, from, series.years);
  if (dates.length < occurrencesIn(rule, series.years))
    throw new RequestError(400, 'booking.series.error.noDates', { often: 'booking.series.error.noDates' });
  const shipping = shippingPaise(context.shipping ?? defaultShipping, price.pricePaise, Boolean(input.prasadam));
  const n = dates.length;
  const total = (price.pricePaise + shipping) * n;
  if (input.total !== undefined && input.total * 100 !== total) {
    const vars = { total: total / 100 };
    throw new RequestError(400, 'booking.error.total', { total: { key: 'booking.error.total', vars } }, vars);
  }
  const lang = context.lang === 'te' ? 'te' : 'en';
  const secret = newBookingKey();
  const common = newBookingFields(puja, input, context);
  const work = async (trx: Kysely<Database>) => {
    await checkHolds(
      trx,
      { email: input.email, phone: input.phone, device: context.device, address: context.address },
      context.holdLimits ?? defaultHoldLimits,
      context.lang,
    );
    const made = await trx
      .insertInto('seva_series')
      .values({
        puja_id: puja.id,
        rule_kind: rule.kind,
        masam: 'masam' in rule ? rule.masam : null,
        tithi: 'tithi' in rule ? rule.tithi : null,
        nakshatram: 'nakshatram' in rule ? rule.nakshatram : null,
        years: series.years,
        // Unique until the first booking's reference replaces it below, in this transaction.
        lead_reference: `new-${randomUUID()}`,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seriesId = Number(made.id);
    const bookings = [];
    for (const [i, day] of dates.entries()) {
      await expireHolds(trx, { pujaId: puja.id, day });
      if (!(await takePlace(trx, puja, day))) {
        const date = formatWeekday(day, lang);
        throw new RequestError(
          409,
          'booking.series.error.full',
          { often: { key: 'booking.series.error.full', vars: { date } } },
          { date },
        );
      }
      const first = i === 0;
      bookings.push(
        await insertBooking(trx, {
          ...common,
          puja_day: day,
          series_id: seriesId,
          // The money and the hold are the first booking's; the other days are paid with it.
          price_paise: first ? price.pricePaise * n : 0,
          shipping_paise: first ? shipping * n : 0,
          total_paise: first ? total : 0,
          hold_until: first ? new Date(Date.now() + bookingLimits.holdMinutes * 60_000).toISOString() : null,
          key_hash: first ? secret.hash : null,
        }),
      );
    }
    const lead = bookings[0]!;
    await trx.updateTable('seva_series').set({ lead_reference: lead.reference }).where('id', '=', seriesId).execute();
    await recordConsent(trx, {
      purpose: 'booking',
      recordRef: lead.reference,
      userId: context.userId,
      email: input.email,
      noticeVersion: input.noticeVersion,
    });
    return lead;
  };
  const lead = await (db.isTransaction ? work(db) : transaction(db, work));
  return { ...lead, key: secret.key, dates };
}
