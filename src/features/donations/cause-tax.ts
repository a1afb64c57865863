import type { DonationType } from './tables.ts';

/**
 * What a cause means for the donor's tax: whether its gifts may carry the 80G text, and its Form
 * 10BD donation type. A cause that says nothing (and 'where most needed', which is no listed
 * cause) counts as 80G-eligible, of type 'others', as every donation did before causes said it.
 */
export function causeTaxTerms(cause: { eligible80G?: boolean; donationType?: DonationType } | undefined): {
  eligible80G: boolean;
  donationType: DonationType;
} {
  return { eligible80G: cause?.eligible80G ?? true, donationType: cause?.donationType ?? 'others' };
}
