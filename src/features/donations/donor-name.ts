import type { Lang } from '#src/i18n/index.ts';
import { latinName } from '#src/features/payments/service.ts';
import type { DonationRow } from './repo.ts';

type Named = Pick<DonationRow, 'first_name' | 'last_name'>;

/** The donor's whole name in the order of the language: Telugu puts the family name first (కొండూరి సీతారామయ్య). */
export function fullName({ first_name: first, last_name: family }: Named, lang: Lang): string {
  return lang === 'te' ? `${family} ${first}` : `${first} ${family}`;
}

/**
 * The donor's name on a receipt, as they wrote it; a name in Telugu has its Latin spelling beside
 * it, the form the yearly statement (Form 10BD) gives the Income Tax department.
 */
export function donorName(donor: Named, lang: Lang = 'en'): string {
  const name = fullName(donor, lang);
  const latin = latinName(name);
  return latin === name ? name : `${name} (${latin})`;
}
