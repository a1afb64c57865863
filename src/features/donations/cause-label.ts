import { isCause } from './schema.ts';
import type { DonationRow } from './repo.ts';

/**
 * A donation's cause as people read it: a built-in cause by its dictionary name (as donations
 * always were), a cause staff added by the name it had when the donation was made.
 */
export function causeLabel(
  t: (key: string, vars?: Record<string, string>) => string,
  donation: Pick<DonationRow, 'cause' | 'cause_name' | 'cause_name_te'>,
): string {
  if (isCause(donation.cause) || !donation.cause_name) return t(`donation.cause.${donation.cause}`);
  return t('donation.cause.named', { en: donation.cause_name, te: donation.cause_name_te ?? donation.cause_name });
}
