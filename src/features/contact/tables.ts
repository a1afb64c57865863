import type { Generated, Selectable } from 'kysely';

export interface ContactTables {
  /** Messages from /contactus (first and last name, phone) and /contact (full name, subject). */
  contact_inquiries: {
    id: Generated<number>;
    /** 'contactus' or 'contact': which form it came from. */
    source: string;
    /** The full name for a /contact message. */
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    lang: string;
    created_at: string;
    /** When the office marked it answered (UTC); null while nobody has. */
    answered_at: string | null;
    /** The name of the administrator who marked it answered. */
    answered_by: string | null;
  };
}

export type ContactInquiryRow = Selectable<ContactTables['contact_inquiries']>;
