/**
 * Whether two counter gifts come from one person, for the cash limit of a day: the same PAN when
 * both carry one; otherwise the same first and last name with the same phone or e-mail (or, when
 * this gift gives neither, the same name alone: a limit that a blank phone could slip past is no
 * limit). Names compare without case and extra spaces.
 */
export interface DonorKey {
  firstName: string;
  lastName: string;
  pan?: string;
  phone?: string;
  email?: string;
}

const name = (d: DonorKey) => `${d.firstName} ${d.lastName}`.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
const same = (a?: string, b?: string) => Boolean(a && b && a === b);

export function sameDonor(gift: DonorKey, earlier: DonorKey): boolean {
  if (gift.pan && earlier.pan) return gift.pan === earlier.pan;
  if (same(gift.pan, earlier.pan)) return true;
  if (name(gift) !== name(earlier)) return false;
  if (!gift.phone && !gift.email) return true;
  return same(gift.phone, earlier.phone) || same(gift.email?.toLowerCase(), earlier.email?.toLowerCase());
}
