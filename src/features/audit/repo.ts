import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';

/** A filter of /admin/audit: a person ('cli' for the command line), a record type, entries older than an id. */
export interface AuditQuery {
  person?: number | 'cli';
  recordType?: string;
  before?: number;
}

export async function insertAuditRow(db: Kysely<Database>, row: Insertable<Database['audit_log']>) {
  await db.insertInto('audit_log').values(row).execute();
}

/** Newest first by id: ids grow with every insert, and two entries can share a timestamp. */
export async function selectAuditPage(db: Kysely<Database>, query: AuditQuery, limit: number) {
  let select = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (query.person === 'cli') select = select.where('actor_id', 'is', null);
  else if (query.person !== undefined) select = select.where('actor_id', '=', query.person);
  if (query.recordType) select = select.where('record_type', '=', query.recordType);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  return select.execute();
}

/** Each person's latest entry (its name and e-mail as last recorded), newest first. */
export async function selectAuditPeople(db: Kysely<Database>) {
  // max(id) per actor is read from the (actor_id, id) index, not from every row.
  const latest = db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .groupBy('actor_id');
  return db
    .selectFrom('audit_log')
    .select(['actor_id', 'actor_name', 'actor_email'])
    .where('id', 'in', latest)
    .orderBy('id', 'desc')
    .execute();
}
