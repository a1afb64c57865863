import { spreadsheetCsv } from '#src/server/csv.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { paiseToDecimal } from '#src/features/payments/index.ts';
import { latinName } from '#src/features/payments/service.ts';
import type { DonationType, IdentityType, PayMode } from '../tables.ts';

/**
 * Form 10BD, Part B (Rule 18AB): the columns of the portal's CSV template, the values its
 * drop-downs accept, and the rows as the rule aggregates them: one per donor (the same identity
 * number) per donation type and mode of receipt. A donor without an identity stays one row per
 * donation, which the office completes before filing.
 */
export const form10BDColumns = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/** Annexure I: the rule's number and the template's value for each identity the site takes. */
export const form10BDIdCodes: Record<IdentityType, { code: number; value: string }> = {
  pan: { code: 1, value: 'Permanent Account Number' },
  aadhaar: { code: 2, value: 'Aadhaar Number' },
  'foreign-tax': { code: 3, value: 'Tax Identification Number' },
  passport: { code: 4, value: 'Passport number' },
  voter: { code: 5, value: "Elector's photo identity number" },
  driving: { code: 6, value: 'Driving License number' },
  ration: { code: 7, value: 'Ration card number' },
};

export const form10BDDonationTypes: Record<DonationType, string> = {
  corpus: 'Corpus',
  specific: 'Specific grant',
  others: 'Others',
};

export const receiptModes = ['cash', 'kind', 'electronic', 'others'] as const;
export type ReceiptMode = (typeof receiptModes)[number];

export const form10BDModes: Record<ReceiptMode, string> = {
  cash: 'Cash',
  kind: 'Kind',
  electronic: 'Electronic modes including account payee cheque/draft',
  others: 'Others',
};

/**
 * How the money came, as the form counts it. The counter takes only account payee cheques (a
 * bearer cheque would be 'Others'); UPI and cards are electronic, like every gift made online.
 */
export const receiptModeOf = (payMode: PayMode): ReceiptMode => (payMode === 'cash' ? 'cash' : 'electronic');

export interface DonorIdentity {
  type: IdentityType;
  /** The whole number, as it goes into the file. */
  number: string;
}

/** One person a gift is in the name of. */
export interface GiftName {
  name: string;
  address: string;
  identity?: DonorIdentity;
}

/** A confirmed, 80G-eligible donation as the statement reads it. */
export interface StatementGift extends GiftName {
  reference: string;
  donationType: DonationType;
  payMode: PayMode;
  amountPaise: number;
  /**
   * A gift the donor asked to be in several names: the amount is split equally between them
   * (Rule 18AB), each share a gift of its own name. Absent or one name: the donor's own.
   */
  names?: GiftName[];
}

/** One row of Part B. */
export interface StatementRow extends GiftName {
  donationType: DonationType;
  mode: ReceiptMode;
  amountPaise: number;
  /** The donations the row adds up, for the check's links. */
  references: string[];
}

/** Equal shares of `paise` in whole paise; the paise left over go one each to the first shares. */
export function equalShares(paise: number, count: number): number[] {
  const share = Math.floor(paise / count);
  const left = paise - share * count;
  return Array.from({ length: count }, (_, i) => share + (i < left ? 1 : 0));
}

function splitByName(gift: StatementGift): StatementGift[] {
  const names = gift.names ?? [];
  if (names.length < 2) return [gift];
  const shares = equalShares(gift.amountPaise, names.length);
  return names.map((person, i) => ({ ...gift, ...person, names: undefined, amountPaise: shares[i]! }));
}

const identityKey = (identity: DonorIdentity) => `${identity.type}:${identity.number}`;

/** Part B's rows in the order of the first gift of each, the gifts aggregated as Rule 18AB asks. */
export function statementRows(gifts: StatementGift[]): StatementRow[] {
  const rows = new Map<string, StatementRow>();
  gifts.flatMap(splitByName).forEach((gift, i) => {
    const mode = receiptModeOf(gift.payMode);
    const key = gift.identity ? `${identityKey(gift.identity)}|${gift.donationType}|${mode}` : `gift:${i}`;
    const row = rows.get(key);
    if (!row) {
      const { name, address, identity, donationType, amountPaise, reference } = gift;
      rows.set(key, { name, address, identity, donationType, mode, amountPaise, references: [reference] });
      return;
    }
    row.amountPaise += gift.amountPaise;
    if (!row.references.includes(gift.reference)) row.references.push(gift.reference);
    // A later gift may carry the address an earlier one lacked.
    if (!row.address) row.address = gift.address;
  });
  return [...rows.values()];
}

/** The rows the portal would refuse: no identity, or no address. */
export const incompleteRows = (rows: StatementRow[]) => rows.filter((r) => !r.identity || !r.address.trim());

/** What the whole file shares: from the tax and payment settings. */
export interface StatementTerms {
  sectionCode: string;
  /** The trust's 80G registration (URN) and the day it was issued ('YYYY-MM-DD' or ''). */
  registration: string;
  registeredOn: string;
}

/** The CSV the portal's template takes. Names and addresses in Telugu are given in Latin letters. */
export function form10BDCsv(rows: StatementRow[], terms: StatementTerms): string {
  const lines = rows.map((row, i) => [
    String(i + 1),
    '',
    row.identity ? form10BDIdCodes[row.identity.type].value : '',
    row.identity?.number ?? '',
    terms.sectionCode,
    terms.registration,
    terms.registeredOn ? formatDay(terms.registeredOn) : '',
    latinName(row.name),
    latinName(row.address),
    form10BDDonationTypes[row.donationType],
    form10BDModes[row.mode],
    paiseToDecimal(row.amountPaise),
  ]);
  return spreadsheetCsv([form10BDColumns, ...lines]);
}
