import type { Generated } from 'kysely';

export type ConsentPurpose = 'account' | 'donation' | 'booking';
export type DataRequestKind = 'correction' | 'erasure';
export type DataRequestStatus = 'open' | 'done';

export interface DataRightsTables {
  /**
   * One row per consent given with a record: the notice version the devotee was shown, when, and
   * when it was withdrawn. It is the trust's proof of consent, so it is kept after a withdrawal.
   */
  consents: {
    id: Generated<number>;
    purpose: ConsentPurpose;
    /** The donation's or booking's reference, or the account's id. */
    record_ref: string;
    user_id: number | null;
    /** Null once the account is erased: the row then proves only that a notice was given. */
    email: string | null;
    notice_version: number;
    given_at: string;
    withdrawn_at: string | null;
  };
  /** A devotee's request to correct or erase their data, and how the office answered it. */
  data_requests: {
    id: Generated<number>;
    kind: DataRequestKind;
    user_id: number | null;
    /** Who asked, as the office reads it; masked for an erased account. */
    requester: string;
    what_wrong: string;
    should_be: string;
    status: DataRequestStatus;
    created_at: string;
    /** By when the trust must answer (the privacy settings' answerDays after the request). */
    due_at: string;
    done_at: string | null;
    done_by: string | null;
    note: string | null;
  };
}
