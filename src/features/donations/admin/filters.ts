import type { DonationFilter } from '../repo.ts';
import type { DonationStatus } from '../tables.ts';

export const statuses: DonationStatus[] = ['pending', 'submitted', 'paid', 'received'];
const day = /^\d{4}-\d{2}-\d{2}$/;

/** The admin list's filters from the query string; anything malformed is ignored. */
export function filterFromQuery(query: URLSearchParams): DonationFilter {
  const status = query.get('status');
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  return {
    status: (statuses as string[]).includes(status ?? '') ? (status as DonationStatus) : undefined,
    from: day.test(from) ? from : undefined,
    to: day.test(to) ? to : undefined,
  };
}
