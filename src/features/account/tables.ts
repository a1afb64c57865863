import type { Generated } from 'kysely';

export interface AccountTables {
  /**
   * One row per account: the address the latest confirmation link went to (only a SHA-256 of
   * its token is kept) and when that address was confirmed. Changing the account's address
   * would leave the row naming the old one, which then confirms nothing.
   */
  email_confirmations: {
    user_id: number;
    email: string;
    token_hash: string | null;
    sent_at: string | null;
    expires_at: string | null;
    confirmed_at: string | null;
  };
  /** The people an account books and gives for, picked in its forms instead of typed again. */
  saved_devotees: {
    id: Generated<number>;
    user_id: number;
    name: string;
    gotram: string;
    /** The star's English name, as in the vaastu tables: the same in both languages' forms. */
    nakshatram: string;
    rasi: string | null;
    created_at: string;
    updated_at: string;
  };
}
