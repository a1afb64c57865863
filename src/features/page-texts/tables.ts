/** One row per editable page: its texts as JSON, and `updated_at` as its version for optimistic saves. */
export interface PageTextTables {
  page_texts: { page: string; value: string; updated_at: string };
}
