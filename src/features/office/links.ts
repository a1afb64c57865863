import type { PayableType, PaymentState } from '#src/features/payments/index.ts';

/**
 * Where the office acts on each record: one tap from the to-do. A donation's UTR to verify opens
 * its receipt confirmation; a booking opens alone in the bookings list (any day) with its actions.
 */
export function bookingPath(reference: string): string {
  return `/admin/bookings?q=${encodeURIComponent(reference)}`;
}

export function payablePath(type: PayableType, reference: string, state: PaymentState): string {
  if (type === 'booking') return bookingPath(reference);
  if (state === 'reported') return `/admin/donations?confirm=${encodeURIComponent(reference)}`;
  return `/admin/donations#donation-${encodeURIComponent(reference)}`;
}

/** The ledger's full list of one state (the payments screen). */
export const ledgerPath = (state: PaymentState) => `/admin/payments?state=${state}`;
