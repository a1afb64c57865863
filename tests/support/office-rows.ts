import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { insertBooking } from '#src/features/bookings/repo.ts';
import { insertPuja } from '#src/features/pujas/repo.ts';
import { pujaSchema } from '#src/features/pujas/puja-schema.ts';
import { insertPayment, type NewPayment } from '#src/features/payments/ledger.ts';
import type { BookingStatus } from '#src/features/bookings/tables.ts';
import { testPuja } from './bookings.ts';

/** Rows for the office's to-do: a puja, bookings in a state on a day, ledger payments. */
export async function todoPuja(db: Kysely<Database>, slug: string) {
  return (await insertPuja(db, pujaSchema.parse(testPuja(slug))))!;
}

export async function todoBooking(
  db: Kysely<Database>,
  pujaId: number,
  day: string,
  status: BookingStatus,
  more: { prasadam?: boolean; utr?: string } = {},
) {
  const booking = await insertBooking(db, {
    attendance: 'on-behalf',
    sankalpam: 'For the good health of the family',
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    phone: '9848012345',
    puja_id: pujaId,
    puja_day: day,
    devotees: JSON.stringify([{ name: 'Lakshmi Devi', gotram: 'Bharadwaja', nakshatram: 'Rohini' }]),
    prasadam: more.prasadam
      ? JSON.stringify({
          address: '12 Temple Street',
          town: 'Ongole',
          district: 'Prakasam',
          state: 'Andhra Pradesh',
          pin: '523001',
        })
      : null,
    price_paise: 111_600,
    shipping_paise: 0,
    total_paise: 111_600,
    lang: 'en',
    hold_until: null,
    method: 'upi',
    utr: more.utr ?? null,
    gateway_order_id: null,
    gateway_payment_id: null,
    receipt_number: null,
    paid_at: null,
    user_id: null,
    courier: null,
    tracking: null,
    refund_reference: null,
    key_hash: null,
  });
  if (status !== 'pending') await db.updateTable('bookings').set({ status }).where('id', '=', booking.id).execute();
  return booking;
}

export const ledgerRow = (db: Kysely<Database>, p: Omit<NewPayment, 'method'> & { method?: NewPayment['method'] }) =>
  insertPayment(db, { method: 'upi', ...p });
