export interface OfficeTables {
  /**
   * One row (id 1): when the office's digest e-mail last went, and up to when the payments it
   * told of were changed. Claimed by one guarded UPDATE, so several server instances send one.
   */
  office_digest: {
    id: number;
    /** The digest covers ledger rows changed after this instant; the next one starts here. */
    covered_until: string;
    last_sent_at: string | null;
  };
}
