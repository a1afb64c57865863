export interface ReconciliationTables {
  /**
   * How one bank's statement CSV names its columns, told once by the office: the next statement
   * from that bank is read with it. Columns are named by their header text.
   */
  bank_formats: {
    /** The bank's name as the office wrote it, lower-cased and trimmed: one format per bank. */
    bank_key: string;
    /** The name as written, shown back in the upload form. */
    bank_name: string;
    date_column: string;
    /** The narration or description, where the 12-digit UTR of a UPI credit appears. */
    reference_column: string;
    /** The credit (deposit) amount. */
    amount_column: string;
    updated_at: string;
    /** The administrator who last set it. */
    updated_by: string;
  };
}
