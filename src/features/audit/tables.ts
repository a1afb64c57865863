import type { Generated } from 'kysely';

export interface AuditTables {
  /**
   * One row per admin write, written in the write's own transaction. Rows are only ever
   * inserted: no code path updates or deletes them.
   */
  audit_log: {
    id: Generated<number>;
    /** ISO-8601 UTC. */
    created_at: string;
    /** The acting account; null for the command line, which has no signed-in person. */
    actor_id: number | null;
    /** Name and e-mail as they were, so the entry reads the same after the account changes or goes. */
    actor_name: string;
    actor_email: string | null;
    /** 'event', 'puja_card', 'activity', 'album', 'donation', 'settings', 'user'. */
    record_type: string;
    /** The record's id (a donation's reference, a settings section's name). */
    record_id: string;
    /** The record's title at the time, so a deleted record is still recognisable. */
    record_label: string | null;
    /** 'create', 'update', 'delete', 'add_photos', 'mark_received', 'promote', 'admin_signup'. */
    action: string;
    /** JSON: field name -> { from, to }; values are short text, numbers, booleans or null. */
    changes: string;
  };
}
