import type { Lang } from '#src/i18n/locale.ts';
import { rasiName, starName, stateName } from '#src/i18n/names.ts';
import type { BookingRow } from './repo.ts';
import { bookingPath } from './keys.ts';

export interface Devotee {
  name: string;
  gotram: string;
  nakshatram: string;
  rasi?: string;
}

export interface PostalAddress {
  address: string;
  town: string;
  district: string;
  state: string;
  pin: string;
}

const parse = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

export const devoteesOf = (b: Pick<BookingRow, 'devotees'>) => parse<Devotee[]>(b.devotees, []);
export const addressOf = (b: Pick<BookingRow, 'prasadam'>) => parse<PostalAddress | null>(b.prasadam, null);

/** What the priests say of a devotee: gotram as typed, star and rasi in the reader's language (stored in English). */
export function devoteeFacts(d: Devotee, lang: Lang): string[] {
  const star = starName(d.nakshatram, lang);
  return d.rasi ? [d.gotram, star, rasiName(d.rasi, lang)] : [d.gotram, star];
}

/** A devotee as one line of a page, e-mail or calendar entry: 'Ravi (Bharadwaja, రోహిణి, వృషభం)'. */
export const devoteeLine = (d: Devotee, lang: Lang) => `${d.name} (${devoteeFacts(d, lang).join(', ')})`;

/** The postal address on one line, its state in the reader's language. */
export function addressLine(a: PostalAddress, lang: Lang): string {
  return [a.address, a.town, a.district, stateName(a.state, lang), a.pin].join(', ');
}

// The catalogue names its pujas; a booking's views take the name from there.
export { pujaName } from '#src/features/pujas/index.ts';

/** A booking's status as the devotee reads it: a pending one with a UTR waits on the office, not on them. */
export const statusKey = (b: Pick<BookingRow, 'status' | 'utr'>) =>
  b.status === 'pending' && b.utr ? 'booking.status.reported' : `booking.status.${b.status}`;

/** A booking as the API answers it: amounts in whole rupees, as the devotee sent them. */
export function bookingJson(b: BookingRow, key?: string) {
  return {
    reference: b.reference,
    status: b.status,
    pujaId: b.puja_id,
    date: b.puja_day,
    attendance: b.attendance,
    devotees: devoteesOf(b),
    sankalpam: b.sankalpam,
    prasadam: addressOf(b),
    price: b.price_paise / 100,
    shipping: b.shipping_paise / 100,
    total: b.total_paise / 100,
    holdUntil: b.hold_until,
    receiptNumber: b.receipt_number,
    // With its key only for the one who made it (docs/decisions/151): the link that opens it.
    page: bookingPath(b.reference, key),
  };
}
