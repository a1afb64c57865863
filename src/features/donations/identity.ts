import { asciiDigits } from '#src/i18n/digits.ts';
import { seal, unseal } from '#src/server/sealed/index.ts';
import type { DonationRow } from './repo.ts';
import { identityTypes, type IdentityType } from './tables.ts';

/**
 * A donor's identity for Form 10BD: the number is checked for its type's format, sealed before it
 * is stored, shown masked (its last four characters), and opened whole only for the 10BD file.
 */
export { identityTypes, type IdentityType };
export const isIdentityType = (value: unknown): value is IdentityType =>
  typeof value === 'string' && (identityTypes as readonly string[]).includes(value);

const formats: Record<IdentityType, RegExp> = {
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  // Aadhaar never starts with 0 or 1; its last digit is a Verhoeff check (checked below).
  aadhaar: /^[2-9]\d{11}$/,
  passport: /^[A-Z0-9]{6,12}$/,
  voter: /^[A-Z]{3}\d{7}$/,
  driving: /^[A-Z]{2}\d{2}[A-Z0-9]{9,14}$/,
  ration: /^[A-Z0-9]{6,20}$/,
  'foreign-tax': /^[A-Z0-9]{4,20}$/,
};

/** The number as it is checked and stored: Latin digits, capitals, no spaces, hyphens or slashes. */
export const cleanIdentity = (raw: string): string =>
  asciiDigits(raw)
    .toUpperCase()
    .replace(/[\s\-/.]/g, '');

// Verhoeff's tables (the check digit UIDAI uses for Aadhaar).
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => (c = d[c]![p[i % 8]![Number(ch)]!]!));
  return c === 0;
}

/** Whether the cleaned number has its type's form (and, for Aadhaar, its check digit). */
export function identityValid(type: IdentityType, number: string): boolean {
  const clean = cleanIdentity(number);
  return formats[type].test(clean) && (type !== 'aadhaar' || verhoeffValid(clean));
}

/** The stored columns for a checked identity. */
export function sealIdentity(type: IdentityType, number: string) {
  const clean = cleanIdentity(number);
  return { identity_type: type, identity_sealed: seal(clean), identity_hint: clean.slice(-4) };
}

type Sealed = Pick<DonationRow, 'identity_type' | 'identity_sealed' | 'identity_hint'>;

/** As a person sees it: 'XXXXXX234F', Aadhaar as 'XXXX XXXX 1234'; '' when none. */
export function maskedIdentity(row: Sealed): string {
  if (!row.identity_type || !row.identity_hint) return '';
  return row.identity_type === 'aadhaar' ? `XXXX XXXX ${row.identity_hint}` : `XXXXXX${row.identity_hint}`;
}

/** The whole number, for the Form 10BD file only. */
export const openIdentity = (row: Sealed): string => (row.identity_sealed ? unseal(row.identity_sealed) : '');
