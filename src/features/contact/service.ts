export { contactOperations } from './api-doc.ts';

import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { queueAndTry } from '#src/server/mail/outbox.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { insertInquiry, selectInquiries, selectInquiry, updateInquiryAnswered } from './repo.ts';
import type { ContactInquiryRow } from './tables.ts';
import { contactPageSchema, contactSchema, type ContactInput, type ContactPageInput } from './schema.ts';

export type Inquiry = { source: 'contactus'; data: ContactInput } | { source: 'contact'; data: ContactPageInput };

export interface InquiryContext {
  ip: string;
  lang: string;
  notifyTo: string;
  retryBaseMs: number;
}

/** Which form a message came from, and the schema that checks it. */
export const inquirySchemas = { contactus: contactSchema, contact: contactPageSchema } as const;

function notification(row: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  source: string;
  created_at: string;
}) {
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
 * Refuses (429) a visitor who has sent many in a short while. Returns the new inquiry's id.
 */
export async function submitInquiry(db: Kysely<Database>, inquiry: Inquiry, context: InquiryContext): Promise<number> {
  if (await overLimit(db, `contact:ip:${context.ip}`, limits.contact))
    throw new RequestError(429, 'form.error.tooMany');
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
  const id = await insertInquiry(db, stored);
  await queueAndTry(db, { to: context.notifyTo, ...notification(stored) }, context.retryBaseMs);
  return id;
}

/**
 * An inquiry as GET /api/contact reads it back. A /contact message has one full name: it is the
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
  /** When the office marked it answered, and who; null while it waits for a reply. */
  answeredAt: string | null;
  answeredBy: string | null;
}

/** The name as a person reads it, for the admin table. */
export const inquiryName = (row: Pick<InquiryRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();

const inquiryOf = (r: ContactInquiryRow): InquiryRow => ({
  id: Number(r.id),
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone,
  subject: r.subject,
  message: r.message,
  createdAt: r.created_at,
  answeredAt: r.answered_at ?? null,
  answeredBy: r.answered_by ?? null,
});

/** Newest first, as the admin table shows them. */
export async function listInquiries(db: Kysely<Database>): Promise<InquiryRow[]> {
  return (await selectInquiries(db)).map(inquiryOf);
}

export async function findInquiry(db: Kysely<Database>, id: number): Promise<InquiryRow | undefined> {
  const row = await selectInquiry(db, id);
  return row ? inquiryOf(row) : undefined;
}

/**
 * The office replied to an inquiry: it is marked answered, with the audit entry in the same
 * transaction. Marking one already answered changes nothing and records nothing (a second tap,
 * two people on duty), and says so through `changed`.
 */
export async function markInquiryAnswered(
  db: Kysely<Database>,
  id: number,
  actor: AuditActor,
): Promise<{ inquiry: InquiryRow; changed: boolean }> {
  return db.transaction().execute(async (trx) => {
    const before = await selectInquiry(trx, id);
    if (!before) throw new RequestError(404, 'admin.inquiries.notFound');
    const at = nowIso();
    const changed = await updateInquiryAnswered(trx, id, at, actor.name);
    if (changed) {
      await recordAudit(trx, {
        actor,
        recordType: 'inquiry',
        recordId: id,
        recordLabel: `${inquiryName(inquiryOf(before))} <${before.email}>`,
        action: 'mark_answered',
        changes: { answeredAt: { from: null, to: at } },
      });
    }
    return { inquiry: inquiryOf((await selectInquiry(trx, id))!), changed };
  });
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
export { notifyAddress } from './submit.ts';
