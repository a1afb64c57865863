import type { BookingRow } from './repo.ts';

/**
 * Days after its hold ran out that a booking's page still takes a UTR: a devotee who paid late is not sent to book
 * again.
 */
export const lateUtrDays = 7;

/** Whether the booking's page takes a UTR now: while it waits, and for a week after its hold ran out. */
export function takesUtr(booking: Pick<BookingRow, 'method' | 'status' | 'updated_at'>, now = new Date()): boolean {
  if (booking.method !== 'upi') return false;
  if (booking.status === 'pending') return true;
  return booking.status === 'expired' && now.getTime() - Date.parse(booking.updated_at) <= lateUtrDays * 86_400_000;
}

/**
 * Hours a booking with a UTR keeps its place unchecked: after them it shows in the office's to-do
 * as overdue. It is never cancelled as unpaid while its UTR is unresolved (docs/decisions/152):
 * the office decides, with 'Money did not arrive' or by confirming it.
 */
export const utrHoldHours = 48;
