import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import type { ContactInput, ContactPageInput } from './schema.ts';

export type Inquiry = { source: 'contactus'; data: ContactInput } | { source: 'contact'; data: ContactPageInput };

export interface InquiryContext {
  ip: string;
  lang: string;
  notifyTo: string;
  retryBaseMs: number;
}

export type InquiryResult = { ok: true; id: number } | { ok: false; status: 429 };

function notification(row: { first_name: string; last_name: string; email: string; phone: string | null; subject: string | null; message: string; source: string; created_at: string }) {
  const name = `${row.first_name} ${row.last_name}`.trim();
  const lines = [
    `A message came through the website (${row.source === 'contact' ? '/contact' : '/contactus'} form).`,
    '',
    `Name: ${name}`,
    `E-mail: ${row.email}`,
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    ...(row.subject ? [`Subject: ${row.subject}`] : []),
    `Received: ${row.created_at}`,
    '',
    row.message,
    '',
    'Reply to the sender directly; every inquiry is also listed under Admin > Inquiries.',
  ];
  return { subject: `Website inquiry from ${name}${row.subject ? `: ${row.subject}` : ''}`, text: lines.join('\n') };
}

/**
 * Stores the inquiry first, then queues the notice to the centre: a mail server that is down
 * delays the notice but never loses the message, and the visitor sees success either way.
 */
export async function submitInquiry(db: Kysely<Database>, inquiry: Inquiry, context: InquiryContext): Promise<InquiryResult> {
  if (await overLimit(db, `contact:ip:${context.ip}`, limits.contact)) return { ok: false, status: 429 };
  const row =
    inquiry.source === 'contactus'
      ? {
          source: 'contactus',
          first_name: inquiry.data.firstName,
          last_name: inquiry.data.lastName,
          email: inquiry.data.email,
          phone: inquiry.data.phoneNumber,
          subject: null,
          message: inquiry.data.message,
        }
      : {
          source: 'contact',
          first_name: inquiry.data.name,
          last_name: '',
          email: inquiry.data.email,
          phone: null,
          subject: inquiry.data.subject ?? null,
          message: inquiry.data.message,
        };
  const stored = { ...row, lang: context.lang, created_at: nowIso() };
  const { id } = await db.insertInto('contact_inquiries').values(stored).returning('id').executeTakeFirstOrThrow();
  await queueAndTry(db, { to: context.notifyTo, ...notification(stored) }, context.retryBaseMs);
  return { ok: true, id: Number(id) };
}

/**
 * An inquiry as SPEC.md section 3 reads it back. A /contact message has one full name: it is the
 * firstName, with lastName empty, and it may carry a subject; /contactus messages have none.
 */
export interface InquiryRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  subject: string | null;
  message: string;
  createdAt: string;
}

/** The name as a person reads it, for the admin table. */
export const inquiryName = (row: Pick<InquiryRow, 'firstName' | 'lastName'>) => `${row.firstName} ${row.lastName}`.trim();

/** Newest first, as the admin table shows them. */
export async function listInquiries(db: Kysely<Database>): Promise<InquiryRow[]> {
  const rows = await db.selectFrom('contact_inquiries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phoneNumber: r.phone,
    subject: r.subject,
    message: r.message,
    createdAt: r.created_at,
  }));
}
