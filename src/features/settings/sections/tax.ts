import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { bilingual } from './text.ts';

/**
 * What the income-tax law says about donations, as data the office edits with its chartered
 * accountant: the law renumbers its sections (the Income-tax Act 2025 from 1 April 2026) and
 * changes its limits by notification, so none of these live in code. docs/compliance.md names the
 * source of each default.
 */
const rupees = (max: number) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? v : Number(asciiDigits(v).replace(/[\s,₹]/g, ''))))
    .refine((n) => Number.isInteger(n) && n >= 0 && n <= max, 'settings.tax.error.rupees');

/** A day as YYYY-MM-DD, or blank. */
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'settings.error.day');

export const taxSchema = z.object({
  /** How a receipt names the deduction: "section 80G of the Income-tax Act, 1961". */
  deductionLaw: bilingual(200),
  /** The 80G registration's validity (blank: not printed). */
  registration80GFrom: day.default(''),
  registration80GUntil: day.default(''),
  /** Form 10BD's "Section Code" column for the trust's donations. */
  form10BDSection: z.string().trim().min(1).max(100).default('Section 80G'),
  /** A cash gift above this many rupees earns no 80G deduction. */
  cashDeductionMaxRupees: rupees(10_00_000).default(2000),
  /** Cash of this many rupees or more from one person in a day (or for one occasion) is refused. */
  cashRefuseFromRupees: rupees(1_00_00_000).default(2_00_000),
  /** How the cash refusal names its rule: "section 269ST of the Income-tax Act, 1961". */
  cashLaw: bilingual(200),
  /** Years the receipts and Form 10BD data are kept after the financial year ends, then made anonymous. */
  taxRecordsYears: z.coerce.number().int().min(1).max(30).default(10),
});

export const taxSeed: z.infer<typeof taxSchema> = {
  deductionLaw: { en: 'section 80G of the Income-tax Act, 1961', te: 'ఆదాయపు పన్ను చట్టం, 1961 లోని సెక్షన్ 80G' },
  registration80GFrom: '',
  registration80GUntil: '',
  form10BDSection: 'Section 80G',
  cashDeductionMaxRupees: 2000,
  cashRefuseFromRupees: 2_00_000,
  cashLaw: { en: 'section 269ST of the Income-tax Act, 1961', te: 'ఆదాయపు పన్ను చట్టం, 1961 లోని సెక్షన్ 269ST' },
  taxRecordsYears: 10,
};
