import type { Generated } from 'kysely';

export interface MailTables {
  /**
   * Every message the site means to send, kept until it is sent: a mail server that is down
   * delays a notification or a receipt, it never loses one.
   */
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body_text: string;
    /** JSON list of { filename, contentType, base64 }. */
    attachments: string;
    /** 'pending' until sent; 'sent' after; 'failed' after the last attempt. */
    status: string;
    attempts: number;
    next_attempt_at: string;
    /** A sender's claim on the row: no other instance sends it before this time. */
    claimed_until: string | null;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
  };
}
