import { bookingReferencePattern } from '../repo.ts';

/**
 * `?q=BK...`: one booking alone, whatever its day, with its actions. The office's to-do links
 * here, so a UTR given for a puja months ahead is one tap away, not hidden by the week's dates.
 */
export function referenceQuery(params: URLSearchParams): string | undefined {
  const q = params.get('q')?.trim().toUpperCase();
  return q && bookingReferencePattern.test(q) ? q : undefined;
}
