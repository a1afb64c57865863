import { isIsoDay } from '#src/server/time.ts';
import { asciiDigits } from '#src/i18n/digits.ts';
import type { DonationFilter, DonationRow } from '../repo.ts';
import type { DonationStatus } from '../tables.ts';

export const statuses: DonationStatus[] = ['pending', 'submitted', 'paid', 'received'];

/** The admin list's filters from the query string; anything malformed is ignored. */
export function filterFromQuery(query: URLSearchParams): DonationFilter {
  const status = query.get('status');
  const from = asciiDigits(query.get('from') ?? '');
  const to = asciiDigits(query.get('to') ?? '');
  return {
    status: (statuses as string[]).includes(status ?? '') ? (status as DonationStatus) : undefined,
    from: isIsoDay(from) ? from : undefined,
    to: isIsoDay(to) ? to : undefined,
  };
}

/**
 * What an API caller got wrong in the filters, as dictionary keys by parameter. The admin page
 * ignores a bad filter; an API client is told, so it does not take a wrong list for the right one.
 */
export function filterProblems(query: URLSearchParams): Record<string, string> {
  const problems: Record<string, string> = {};
  const status = query.get('status');
  if (status !== null && status !== '' && !(statuses as string[]).includes(status))
    problems.status = 'admin.donations.filter.badStatus';
  for (const name of ['from', 'to'] as const) {
    const value = query.get(name);
    if (value !== null && value !== '' && !isIsoDay(asciiDigits(value)))
      problems[name] = 'admin.donations.filter.badDay';
  }
  return problems;
}

/** The filters as a query string again, for the links and forms that come back to the same list. */
export function filterQuery(filter: DonationFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return query;
}

/** A UPI donation still waiting for the office to find it in the bank statement. */
export const awaitsReceipt = (d: Pick<DonationRow, 'method' | 'status' | 'receipt_number'>) =>
  d.method === 'upi' && (d.status === 'pending' || d.status === 'submitted') && !d.receipt_number;
