import type { Generated } from 'kysely';
import type { DeclarationColumns } from '#src/features/citizenship/service.ts';

export type DonationStatus = 'pending' | 'submitted' | 'paid' | 'received';
/** counter: taken at the ashram by the office (its pay_mode says how), confirmed as it is recorded. */
export type DonationMethod = 'upi' | 'razorpay' | 'counter';
export const payModes = ['online', 'cash', 'upi', 'cheque', 'card'] as const;
export type PayMode = (typeof payModes)[number];
/** Form 10BD's donation types. */
export const donationTypes = ['corpus', 'specific', 'others'] as const;
export type DonationType = (typeof donationTypes)[number];
/** The identities Form 10BD accepts, PAN and Aadhaar first. */
export const identityTypes = ['pan', 'aadhaar', 'passport', 'voter', 'driving', 'ration', 'foreign-tax'] as const;
export type IdentityType = (typeof identityTypes)[number];

export interface DonationTables {
  donations: DeclarationColumns & {
    id: Generated<number>;
    /** Shown to the donor and used as the UPI transaction reference and the gateway receipt. */
    reference: string;
    /** Whole paise: no rounding anywhere. */
    amount_paise: number;
    cause: string;
    /**
     * The name of a cause staff added, as it was when the donation was made; null for the built-in causes (named by the
     * dictionaries).
     */
    cause_name: string | null;
    cause_name_te: string | null;
    first_name: string;
    last_name: string;
    email: string;
    pan: string | null;
    address: string | null;
    /** JSON list of { relation, name }. */
    family: string;
    message: string;
    lang: string;
    method: DonationMethod;
    /** pending → submitted (UTR given) → received (admin checked), or pending → paid (gateway). */
    status: DonationStatus;
    utr: string | null;
    gateway_order_id: string | null;
    gateway_payment_id: string | null;
    /** '2026-27/0001'; allocated once, when the money is confirmed. */
    receipt_number: string | null;
    paid_at: string | null;
    created_at: string;
    updated_at: string;
    /** The donor's account when they gave while signed in (src/features/account). */
    user_id: number | null;
    /** How the money came: through the site, or at the ashram's counter. */
    pay_mode: Generated<PayMode>;
    /** The counter's UTR, cheque number and bank, or card slip number. */
    pay_details: string | null;
    /** The donor's identity for Form 10BD (src/features/donations/identity.ts): type, sealed number, masked hint. */
    identity_type: IdentityType | null;
    identity_sealed: string | null;
    identity_hint: string | null;
    donation_type: Generated<DonationType>;
    /** 1 when the receipt carries the 80G text: the cause qualifies and a cash gift is within the limit. */
    eligible_80g: Generated<number>;
    /** The donor's phone, as the counter takes it (E.164); null for online donations. */
    donor_phone: string | null;
    /** The administrator who recorded a counter donation (users.id). */
    recorded_by: number | null;
    /** When the donor's details were made anonymous, the tax law's keeping period over (src/features/data-rights). */
    anonymised_at: string | null;
  };
}
