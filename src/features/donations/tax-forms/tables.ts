import type { Generated } from 'kysely';
import type { IdentityType } from '../tables.ts';

export interface TaxFormTables {
  /** The portal's acknowledgement of a year's Form 10BD, as the office entered it. */
  donation_filings: {
    /** '2026-27' */
    fy: string;
    acknowledgement: string;
    /** 'YYYY-MM-DD' */
    filed_on: string;
    updated_at: string;
  };
  /** One Form 10BE certificate per donor and year, as issued. */
  donation_certificates: {
    id: Generated<number>;
    fy: string;
    /** A hash of the donor's identity type and number: the same donor in every year, never the number itself. */
    donor_key: string;
    /** '10BE/2026-27/0001' */
    certificate_number: string;
    name: string;
    address: string;
    identity_type: IdentityType;
    identity_sealed: string;
    identity_hint: string;
    email: string;
    lang: string;
    user_id: number | null;
    /** JSON list of { donationType, mode, amountPaise }: the donor's 10BD rows. */
    lines: string;
    amount_paise: number;
    acknowledgement: string;
    filed_on: string;
    created_at: string;
    mailed_at: string | null;
  };
}
