import { donationTypes, type DonationType } from './tables.ts';

/**
 * Whether a gift to a cause earns the donor the 80G deduction, and its Form 10BD donation type.
 * These are the office's to set with the chartered accountant, per cause, in /admin/pages; the
 * seeds are where a new site starts. A temple's religious seva is not a charitable purpose under
 * the income-tax law, so temple-seva starts without 80G; the others are charitable work.
 */
export interface CauseTaxTerms {
  eligible80G: boolean;
  donationType: DonationType;
}

const known: readonly string[] = donationTypes;
export function isDonationType(value: unknown): value is DonationType {
  return typeof value === 'string' && known.includes(value);
}

/** The built-in causes' starting terms; 'general' (where most needed) is not on /donate's list. */
export const causeTaxSeeds: Record<string, CauseTaxTerms> = {
  general: { eligible80G: true, donationType: 'others' },
  annadanam: { eligible80G: true, donationType: 'others' },
  'temple-seva': { eligible80G: false, donationType: 'others' },
  'go-seva': { eligible80G: true, donationType: 'others' },
  orphans: { eligible80G: true, donationType: 'others' },
  'viveka-vidyalaya': { eligible80G: true, donationType: 'others' },
  'soil-rejuvenation': { eligible80G: true, donationType: 'others' },
};

/** A cause staff add claims no deduction until the office ticks it. */
export const newCauseTaxTerms: CauseTaxTerms = { eligible80G: false, donationType: 'others' };

/** The starting terms of a cause by its slug: its seed, or a new cause's. */
export const seedTaxTerms = (slug: string): CauseTaxTerms => causeTaxSeeds[slug] ?? newCauseTaxTerms;

/**
 * A cause's terms as a donation takes them. `undefined` is a cause /donate does not list, which a
 * donation takes as 'where most needed'; a value missing reads as that cause's.
 */
export function causeTaxTerms(cause: { eligible80G?: boolean; donationType?: DonationType } | undefined): {
  eligible80G: boolean;
  donationType: DonationType;
} {
  const general = causeTaxSeeds.general!;
  return {
    eligible80G: typeof cause?.eligible80G === 'boolean' ? cause.eligible80G : general.eligible80G,
    donationType: isDonationType(cause?.donationType) ? cause.donationType : general.donationType,
  };
}
