import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { isIdentityType, openIdentity } from './identity.ts';
import { confirmedInYear, type DonationRow } from './repo.ts';
import {
  form10BDCsv,
  statementRows,
  type DonorIdentity,
  type StatementGift,
  type StatementRow,
} from './tax-forms/form-10bd.ts';

/**
 * A financial year's Form 10BD statement from the donations: every donation with a receipt number
 * of the year, online or at the counter, that earned the 80G deduction (eligible_80g = 1; a
 * donation made before the column existed reads 0 and stays out until the office marks it).
 */

/**
 * The donor's identity: the sealed one, or the PAN the first donation form kept in clear. A type
 * the form has no code for counts as none, so the check lists the row instead of the file lying.
 */
function identityOf(row: DonationRow): DonorIdentity | undefined {
  if (isIdentityType(row.identity_type) && row.identity_sealed)
    return { type: row.identity_type, number: openIdentity(row) };
  return row.pan ? { type: 'pan', number: row.pan.trim().toUpperCase() } : undefined;
}

export const giftOf = (row: DonationRow): StatementGift => ({
  reference: row.reference,
  name: `${row.first_name} ${row.last_name}`.trim(),
  address: (row.address ?? '').trim(),
  identity: identityOf(row),
  donationType: row.donation_type,
  payMode: row.pay_mode,
  amountPaise: row.amount_paise,
});

/** The year's eligible donations, in receipt order. */
export async function statementDonations(db: Kysely<Database>, fy: string): Promise<DonationRow[]> {
  return (await confirmedInYear(db, fy)).filter((d) => Number(d.eligible_80g) === 1);
}

/** The year's Part B rows, and the donations behind them by reference (for the check's links). */
export async function yearStatement(db: Kysely<Database>, fy: string) {
  const donations = await statementDonations(db, fy);
  return { rows: statementRows(donations.map(giftOf)), donations: new Map(donations.map((d) => [d.reference, d])) };
}

export function statementCsv(rows: StatementRow[], settings: Settings): string {
  const terms = {
    sectionCode: settings.tax.form10BDSection,
    registration: settings.payment.registration80G,
    registeredOn: settings.tax.registration80GFrom,
  };
  return form10BDCsv(rows, terms);
}
