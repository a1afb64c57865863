import type { Generated } from 'kysely';

/**
 * office: money the office took without a UTR (cash, or a UPI payment never reported), under the record's reference.
 */
export type PaymentMethod = 'upi' | 'razorpay' | 'office';
export type PayableType = 'donation' | 'booking';
/**
 * reported: a UTR the payer gave, not yet found in the bank; verified: the money is the centre's
 * and pays its record; refund_requested: the payer asked for it back; refunded: it went back;
 * paid_after_close: money for a record that was closed (cancelled, expired and full, already
 * paid), waiting for its refund; not_received: the office found no such money for a reported UTR.
 */
export type PaymentState =
  'reported' | 'verified' | 'refund_requested' | 'refunded' | 'paid_after_close' | 'not_received';

export interface PaymentTables {
  /** The ledger: every payment the centre learns of, one row each, whatever became of what it pays for. */
  payments: {
    id: Generated<number>;
    method: PaymentMethod;
    /** The bank's UTR (UPI) or the gateway's payment id. */
    payment_ref: string;
    /** Whole paise: the amount the payer was asked for, or the gateway's captured amount. */
    amount_paise: number;
    payable_type: PayableType;
    /** The donation's or booking's reference (DN..., BK...). */
    payable_ref: string;
    state: PaymentState;
    /** Why the office let a UTR already verified for another record verify this one too. */
    override_reason: string | null;
    /** Sent to the gateway with the refund, the same on every retry, so a refund is made once. */
    refund_key: string | null;
    /** Set by the one request that is refunding it now; a stale claim (a crash) may be taken over. */
    refund_claimed_at: string | null;
    refund_reference: string | null;
    /** Whole paise that went back when only part did (a seva's days not yet performed); null: all of it. */
    refunded_paise: number | null;
    verified_at: string | null;
    refunded_at: string | null;
    created_at: string;
    updated_at: string;
  };
  /**
   * One row per UTR or gateway payment id that pays for something: its primary key is why one
   * UTR or payment id verifies one thing, on both engines and across instances.
   */
  payment_claims: {
    method: PaymentMethod;
    payment_ref: string;
    payment_id: number;
  };
  /** The last receipt number issued in each series and financial year ('2026-27', 'PJ/2026-27'). */
  receipt_counters: {
    financial_year: string;
    last_number: number;
  };
  /** Gateway webhook events already handled, so a repeated delivery does nothing. */
  payment_events: {
    event_id: string;
    received_at: string;
  };
}
