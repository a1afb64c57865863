import { spreadsheetCsv } from '#src/server/csv.ts';
import { paiseToDecimal } from '#src/features/payments/money.ts';
import { latinName } from '#src/features/payments/latin-name.ts';
import { receiptDate } from '#src/features/payments/receipt-document.ts';
import type { DonationRow } from './repo.ts';
import { openIdentity } from './identity.ts';
import type { IdentityType } from './tables.ts';

/** Form 10BD's 'ID Code' for each identity the donation form takes. */
const idCodes: Record<IdentityType, string> = {
  pan: 'Permanent Account Number',
  aadhaar: 'Aadhaar Number',
  'foreign-tax': 'Tax Identification Number',
  passport: 'Passport number',
  voter: "Elector's photo identity number",
  driving: 'Driving License number',
  ration: 'Ration card number',
};

/**
 * The yearly statement of donations (Form 10BD): one row per confirmed donation of the financial
 * year, in receipt order, with the columns the form asks for. The one place the donor's identity
 * is opened whole; rows without one leave the identification blank; the office completes them
 * before filing. Names and addresses written in
 * Telugu are given in Latin letters, as the receipt also prints them beside the Telugu.
 */
export const statementColumns = [
  'Sr. No.',
  'Receipt Number',
  'Date of Receipt',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Name of Donor',
  'Address of Donor',
  'Donation Type',
  'Mode of Receipt',
  'Amount of Donation (INR)',
] as const;

export function statementCsv(donations: DonationRow[]): string {
  const rows = donations.map((d, i) => [
    String(i + 1),
    d.receipt_number ?? '',
    receiptDate(d.paid_at ?? d.created_at),
    d.identity_type ? idCodes[d.identity_type] : '',
    openIdentity(d),
    'Section 80G',
    latinName(`${d.first_name} ${d.last_name}`),
    latinName(d.address ?? ''),
    'Others',
    'Electronic modes including account payee cheque/draft',
    paiseToDecimal(d.amount_paise),
  ]);
  return spreadsheetCsv([statementColumns, ...rows]);
}
