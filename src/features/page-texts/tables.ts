import type { Generated } from 'kysely';

/** One row per editable page: its texts as JSON, and `updated_at` as its version for optimistic saves. */
export interface PageTextTables {
  page_texts: { page: string; value: string; updated_at: string };
  /** A policy's text as it was before a save with a new effective date replaced it. */
  policy_versions: { id: Generated<number>; page: string; effective_from: string; value: string; replaced_at: string };
}
