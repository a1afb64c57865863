import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { ContactInquiryRow } from './tables.ts';

/** The contact feature's queries: the only code that touches its table. */

export type NewInquiryRow = Omit<ContactInquiryRow, 'id' | 'answered_at' | 'answered_by'>;

export async function insertInquiry(db: Kysely<Database>, row: NewInquiryRow): Promise<number> {
  const { id } = await db.insertInto('contact_inquiries').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(id);
}

/** Newest first, as the admin table shows them. */
export const selectInquiries = (db: Kysely<Database>) =>
  db.selectFrom('contact_inquiries').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();

export const selectInquiry = (db: Kysely<Database>, id: number) =>
  db.selectFrom('contact_inquiries').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks an open inquiry answered; false when it was already answered (or is not there). */
export async function updateInquiryAnswered(
  db: Kysely<Database>,
  id: number,
  at: string,
  by: string,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_inquiries')
    .set({ answered_at: at, answered_by: by })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
