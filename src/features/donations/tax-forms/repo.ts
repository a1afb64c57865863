import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { DonationType } from '../tables.ts';
import type { ReceiptMode } from './form-10bd.ts';
import type { TaxFormTables } from './tables.ts';

export type FilingRow = Selectable<TaxFormTables['donation_filings']>;
type StoredCertificate = Selectable<TaxFormTables['donation_certificates']>;
export interface CertificateLine {
  donationType: DonationType;
  mode: ReceiptMode;
  amountPaise: number;
}
export type CertificateRow = Omit<StoredCertificate, 'lines'> & { lines: CertificateLine[] };
export type NewCertificate = Omit<CertificateRow, 'id' | 'certificate_number' | 'created_at' | 'mailed_at'>;

const normalise = (row: StoredCertificate): CertificateRow => ({
  ...row,
  id: Number(row.id),
  amount_paise: Number(row.amount_paise),
  user_id: row.user_id === null ? null : Number(row.user_id),
  lines: JSON.parse(row.lines) as CertificateLine[],
});

export async function findFiling(db: Kysely<Database>, fy: string): Promise<FilingRow | undefined> {
  return db.selectFrom('donation_filings').selectAll().where('fy', '=', fy).executeTakeFirst();
}

/** Adds or replaces the year's acknowledgement; the filing as it was before, for the audit trail. */
export async function upsertFiling(db: Kysely<Database>, fy: string, acknowledgement: string, filedOn: string) {
  const values = { fy, acknowledgement, filed_on: filedOn, updated_at: nowIso() };
  await db
    .insertInto('donation_filings')
    .values(values)
    .onConflict((oc) =>
      oc.column('fy').doUpdateSet({ acknowledgement, filed_on: filedOn, updated_at: values.updated_at }),
    )
    .execute();
}

export async function certificatesOfYear(db: Kysely<Database>, fy: string): Promise<CertificateRow[]> {
  const rows = await db
    .selectFrom('donation_certificates')
    .selectAll()
    .where('fy', '=', fy)
    .orderBy('certificate_number')
    .execute();
  return rows.map(normalise);
}

export async function findCertificate(db: Kysely<Database>, id: number): Promise<CertificateRow | undefined> {
  const row = await db.selectFrom('donation_certificates').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/**
 * Adds the certificates of donors who have none for the year, numbered on from the year's last.
 * Two callers at once compute the same numbers for the same donors, so the second one's rows
 * meet the first's unique keys and are skipped; nothing is issued twice.
 */
export async function addCertificates(trx: Kysely<Database>, fy: string, drafts: NewCertificate[]): Promise<number> {
  const existing = await trx
    .selectFrom('donation_certificates')
    .select(['donor_key', 'certificate_number'])
    .where('fy', '=', fy)
    .execute();
  const known = new Set(existing.map((r) => r.donor_key));
  let last = existing.reduce((max, r) => Math.max(max, Number(r.certificate_number.split('/').pop())), 0);
  let added = 0;
  for (const draft of drafts.filter((d) => !known.has(d.donor_key))) {
    last += 1;
    const number = `10BE/${fy}/${String(last).padStart(4, '0')}`;
    const values = {
      ...draft,
      lines: JSON.stringify(draft.lines),
      certificate_number: number,
      created_at: nowIso(),
      mailed_at: null,
    };
    const result = await trx
      .insertInto('donation_certificates')
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

/** Marks a certificate mailed unless it already was: true for the one caller that may send it. */
export async function claimMailing(trx: Kysely<Database>, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('donation_certificates')
    .set({ mailed_at: nowIso() })
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A donor's certificates: by their account, or by their confirmed address for gifts made signed out. */
export async function certificatesOfDonor(
  db: Kysely<Database>,
  donor: { userId: number; email?: string },
): Promise<CertificateRow[]> {
  const rows = await db
    .selectFrom('donation_certificates')
    .selectAll()
    .where((eb) => {
      const mine = eb('user_id', '=', donor.userId);
      return donor.email ? eb.or([mine, eb.and([eb('user_id', 'is', null), eb('email', '=', donor.email)])]) : mine;
    })
    .orderBy('fy', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(normalise);
}
