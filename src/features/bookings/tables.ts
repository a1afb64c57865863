import type { Generated } from 'kysely';
import type { DeclarationColumns } from '#src/features/citizenship/service.ts';

export type BookingStatus =
  | 'pending'
  | 'confirmed'
  | 'performed'
  | 'dispatched'
  | 'delivered'
  | 'expired'
  | 'refund_requested'
  | 'refunded'
  | 'cancelled';
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'lapsed';
export type Attendance = 'in-person' | 'on-behalf';

export interface BookingTables {
  /**
   * Places held or confirmed for a puja on a day. A booking takes a place with one guarded
   * UPDATE (taken < per_day), so two hundred at once never take more than there are.
   */
  puja_day_places: {
    puja_id: number;
    day: string;
    taken: number;
  };
  bookings: DeclarationColumns & {
    id: Generated<number>;
    /** 'BK' and ten characters: shown to the devotee, the UPI transaction reference. */
    reference: string;
    puja_id: number;
    puja_day: string;
    attendance: Attendance;
    /** JSON list of { name, gotram, nakshatram, rasi }. */
    devotees: string;
    sankalpam: string;
    name: string;
    email: string;
    phone: string;
    /** JSON { address, town, district, state, pin } when prasadam is posted; null otherwise. */
    prasadam: string | null;
    /** Whole paise. */
    price_paise: number;
    shipping_paise: number;
    total_paise: number;
    lang: string;
    status: BookingStatus;
    /** Until when a pending booking holds its place; null once the devotee gave a UTR. */
    hold_until: string | null;
    method: 'upi' | 'razorpay' | 'counter';
    utr: string | null;
    gateway_order_id: string | null;
    gateway_payment_id: string | null;
    receipt_number: string | null;
    paid_at: string | null;
    /** The account that booked, when signed in. */
    user_id: number | null;
    courier: string | null;
    tracking: string | null;
    refund_reference: string | null;
    /** SHA-256 of the secret key its link carries (./keys.ts); null for a booking made before keys. */
    key_hash: string | null;
    /** The phone's digits alone, as unpaid holds are counted per phone whatever its format. */
    phone_digits: string | null;
    /** The random id of the device cookie the booking came with, when it had one. */
    device_id: string | null;
    /** When the devotee's details were made anonymous (src/features/data-rights). */
    anonymised_at: string | null;
    /** How a booking paid at the counter was paid (cash, upi, cheque, card); null online. */
    pay_mode: string | null;
    /** Its UTR, cheque number and bank, or card slip. */
    pay_details: string | null;
    /** The administrator who recorded it at the counter. */
    recorded_by: number | null;
    /** The seva that comes back this booking is one day of (seva_series); null for a booking made once. */
    series_id: number | null;
    created_at: string;
    updated_at: string;
  };
  /** One row per e-mail, phone or device that holds places: a booking locks its rows while it counts their holds. */
  booking_holders: {
    key: string;
    locked_at: string;
  };
  /**
   * A seva that comes back (docs/decisions/162): its rule and years; its occurrences are bookings
   * with its id, the first of them (the lead) carrying the whole payment.
   */
  seva_series: {
    id: Generated<number>;
    puja_id: number;
    rule_kind: 'yearly-tithi' | 'monthly-nakshatram' | 'yearly-nakshatram';
    masam: number | null;
    tithi: number | null;
    nakshatram: number | null;
    years: number;
    lead_reference: string;
    created_at: string;
  };
  /** One row per occurrence and reminder ('before', 'after') mailed: the claim that it went, once. */
  seva_reminders: {
    booking_id: number;
    kind: 'before' | 'after';
    sent_at: string;
  };
  /** Devotees waiting for a place on a full day, first come first offered. */
  booking_waitlist: {
    id: Generated<number>;
    puja_id: number;
    day: string;
    name: string;
    email: string;
    phone: string;
    lang: string;
    status: WaitlistStatus;
    /** While offered: until when the freed place is kept for this devotee alone. */
    offered_until: string | null;
    created_at: string;
    updated_at: string;
  };
}
