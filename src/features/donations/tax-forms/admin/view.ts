import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { financialYear, financialYearBounds, recentFinancialYears } from '#src/features/payments/index.ts';
import { indiaClock } from '#src/i18n/dates.ts';
import { yearStatement } from '../../statement.ts';
import { incompleteRows } from '../form-10bd.ts';
import { certificatesOfYear, findFiling, type CertificateRow, type FilingRow } from '../repo.ts';

/** An incomplete 10BD row and where each of its donations is found in the admin list. */
export interface IncompleteRow {
  name: string;
  missingIdentity: boolean;
  missingAddress: boolean;
  donations: Array<{ reference: string; day: string }>;
}

export interface TaxFormsView {
  fy: string;
  years: string[];
  rows: number;
  donations: number;
  totalPaise: number;
  incomplete: IncompleteRow[];
  filing?: FilingRow;
  certificates: CertificateRow[];
}

/** The year the office files now: the one that ended last (Form 10BD is due by 31 May after it). */
export const yearToFile = (now: Date) => recentFinancialYears(now, 2)[1]!;

/** The year asked for when it is one, else the year to file. */
export const chosenYear = (asked: string | null, now = new Date()) =>
  asked && financialYearBounds(asked) ? asked : yearToFile(now);

export async function taxFormsView(db: Kysely<Database>, fy: string, now = new Date()): Promise<TaxFormsView> {
  const [{ rows, donations }, filing, certificates] = await Promise.all([
    yearStatement(db, fy),
    findFiling(db, fy),
    certificatesOfYear(db, fy),
  ]);
  const incomplete = incompleteRows(rows).map((row) => ({
    name: row.name,
    missingIdentity: !row.identity,
    missingAddress: !row.address.trim(),
    donations: row.references.map((reference) => ({
      reference,
      day: indiaClock(donations.get(reference)!.created_at).day,
    })),
  }));
  const years = recentFinancialYears(now, 6);
  return {
    fy,
    years: years.includes(fy) || fy > financialYear(now) ? years : [...years, fy],
    rows: rows.length,
    donations: donations.size,
    totalPaise: rows.reduce((sum, r) => sum + r.amountPaise, 0),
    incomplete,
    filing,
    certificates,
  };
}
