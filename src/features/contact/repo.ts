import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { ContactInquiryRow } from './tables.ts';

/** The contact feature's queries: the only code that touches its table. */

export type NewInquiryRow = Omit<ContactInquiryRow, 'id'>;

export async function insertInquiry(db: Kysely<Database>, row: NewInquiryRow): Promise<number> {
  const { id } = await db.insertInto('contact_inquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** Newest first, as the admin table shows them. */
export const selectInquiries = (db: Kysely<Database>) => db.selectFrom('contact_inquiries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
