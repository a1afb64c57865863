import { z } from 'zod';
import { noticeVersionField } from '#src/features/data-rights/schema.ts';
import { asciiDigits } from '#src/i18n/digits.ts';
import { email, message, personName } from '#src/server/validation/person-fields.ts';
import { cleanIdentity, identityTypes, identityValid, isIdentityType, type IdentityType } from './identity.ts';
import { citizenshipRule, declarationFields } from '#src/features/citizenship/index.ts';

/**
 * The donation form's one schema (amount, identity, citizenship, donor, family, cause), used by the page's POST, the
 * REST
 * endpoint and the island's instant checks. Messages are dictionary keys.
 */
export const quickAmounts = [100, 500, 1000, 2000, 5000] as const;

export const donationLimits = {
  /** At this amount and above an identity (PAN, Aadhaar or another) is required (Income Tax rules on 80G receipts). */
  panFromRupees: 2000,
  minRupees: 1,
  /** Larger gifts go through the office, which checks the source as the law asks. */
  maxRupees: 10_00_000,
  /** The longest identity number any type allows, spaces and hyphens included. */
  identityMax: 30,
  familyMax: 20,
  addressMax: 500,
  relationMax: 50,
};

/** The built-in causes, named by the dictionaries (donation.cause.*); staff may add more in /admin/pages. */
export const causes = [
  'general',
  'annadanam',
  'temple-seva',
  'go-seva',
  'orphans',
  'viveka-vidyalaya',
  'soil-rejuvenation',
] as const;
export type Cause = (typeof causes)[number];
export const isCause = (value: unknown): value is Cause =>
  typeof value === 'string' && (causes as readonly string[]).includes(value);
/** How a cause is named in an address and in a donation: lower-case letters, digits and hyphens. */
export const causeSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isCauseSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 60 && causeSlugPattern.test(value);

/** Rupees as typed ('1,000', ' 500 ') to a number; anything else is NaN. */
export function parseRupees(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const clean = asciiDigits(value).replace(/[\s,₹]/g, '');
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : clean === '' ? Number.NaN : /^-/.test(clean) ? -1 : Number.NaN;
}

const amount = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: 'donation.error.amountRequired' });
      return z.NEVER;
    }
    const rupees = parseRupees(v);
    if (Number.isNaN(rupees)) ctx.addIssue({ code: 'custom', message: 'donation.error.amountNumber' });
    else if (rupees < donationLimits.minRupees) ctx.addIssue({ code: 'custom', message: 'donation.error.amountMin' });
    else if (!Number.isInteger(rupees)) ctx.addIssue({ code: 'custom', message: 'donation.error.amountWhole' });
    else if (rupees > donationLimits.maxRupees) ctx.addIssue({ code: 'custom', message: 'donation.error.amountMax' });
    else return rupees;
    return z.NEVER;
  });

const familyMember = z.object({
  relation: z
    .string({ error: 'donation.error.relationRequired' })
    .trim()
    .min(1, 'donation.error.relationRequired')
    .max(donationLimits.relationMax, 'donation.error.relationMax'),
  name: personName,
});

/** The donor's identity as the form or an API client sent it: `pan` is the older clients' field. */
interface IdentityFields {
  identityType?: unknown;
  identity?: unknown;
  pan?: unknown;
}
export type IdentityIssue = { path: 'identity' | 'identityType' | 'pan'; key: string };

/**
 * The donor's identity checked: required from panFromRupees, optional below (then checked when
 * given). A format error names the type, so the donor knows which number the form expected.
 */
type CheckedIdentity = { identity?: { type: IdentityType; number: string } };

export function checkIdentity(rupees: number, fields: IdentityFields): CheckedIdentity | IdentityIssue {
  const legacy = (fields.identity === undefined || fields.identity === '') && typeof fields.pan === 'string';
  const path = legacy ? 'pan' : 'identity';
  const typed = legacy ? 'pan' : (fields.identityType ?? 'pan');
  if (typed !== '' && !isIdentityType(typed)) return { path: 'identityType', key: 'donation.error.identityType' };
  const type: IdentityType = isIdentityType(typed) ? typed : 'pan';
  const raw = legacy ? fields.pan : fields.identity;
  const number = typeof raw === 'string' ? cleanIdentity(raw) : '';
  if (number === '') {
    return rupees >= donationLimits.panFromRupees ? { path, key: 'donation.error.identityRequired' } : {};
  }
  const tooLong = typeof raw === 'string' && raw.length > donationLimits.identityMax;
  if (tooLong || !identityValid(type, number)) return { path, key: `donation.error.identityFormat.${type}` };
  return { identity: { type, number } };
}

export const donationSchema = z
  .object({
    amount,
    identityType: z
      .unknown()
      .optional()
      .describe(`One of ${identityTypes.join(', ')}; pan when left out`),
    identity: z.unknown().optional().describe('The number: required from ₹2,000, checked for its type; stored sealed'),
    pan: z.unknown().optional().describe('Older clients: a PAN, read as identityType pan'),
    firstName: personName,
    lastName: personName,
    email,
    family: z
      .array(familyMember)
      .min(1, 'donation.error.familyMin')
      .max(donationLimits.familyMax, 'donation.error.familyMax'),
    message,
    terms: z.unknown().refine((v) => v === true || v === 'on' || v === 'true', 'donation.error.terms'),
    noticeVersion: noticeVersionField,
    address: z
      .string()
      .trim()
      .max(donationLimits.addressMax, 'donation.error.addressMax')
      .optional()
      .transform((v) => v || undefined),
    cause: z
      .unknown()
      .optional()
      // Whether a cause other than the built-in ones exists is the service's question (startDonation).
      .transform((v): string => (isCauseSlug(v) ? v : 'general')),
    ...declarationFields,
  })
  .superRefine(...citizenshipRule)
  .transform(({ identityType, identity, pan, ...value }, ctx) => {
    const checked = checkIdentity(value.amount, { identityType, identity, pan });
    if ('key' in checked) {
      ctx.addIssue({ code: 'custom', path: [checked.path], message: checked.key });
      return z.NEVER;
    }
    return { ...value, identity: checked.identity };
  });
export type DonationInput = z.output<typeof donationSchema>;

/** A posted form's flat fields (family.0.relation, ...) as the schema's shape. */
export function donationFromForm(body: Record<string, unknown>): Record<string, unknown> {
  const rows = new Map<number, { relation?: unknown; name?: unknown }>();
  for (const [key, value] of Object.entries(body)) {
    const match = key.match(/^family\.(\d{1,2})\.(relation|name)$/);
    if (!match) continue;
    const index = Number(match[1]);
    rows.set(index, { ...rows.get(index), [match[2]!]: value });
  }
  const family = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({ relation: row.relation ?? '', name: row.name ?? '' }));
  const custom = typeof body.amount === 'string' ? body.amount.trim() : body.amount;
  // An unchecked box is not posted at all; the key must exist for its rule to run.
  return {
    ...body,
    terms: body.terms ?? '',
    amount: custom === '' || custom === undefined ? body.preset : custom,
    family: Array.isArray(body.family) ? body.family : family,
  };
}

/** The UTR of a UPI payment: 12 digits, as the donor's UPI app shows it. */
export { utrSchema } from '#src/features/payments/index.ts';
