import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Settings } from '#src/features/settings/index.ts';
import type { ReceiptDocument } from '#src/features/payments/service.ts';
import { bookingReceiptDocument, bookingReferencePattern, findBooking } from '#src/features/bookings/service.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import { findDonation, receiptDocument } from '#src/features/donations/service.ts';

export interface Printable {
  reference: string;
  receiptNumber: string;
  document: ReceiptDocument;
}

/**
 * The receipt the counter's print page shows for a reference: a gift's (DN…) or a puja
 * booking's (BK…), once it has its number; a refunded booking has none to print.
 */
export async function printableReceipt(
  db: Kysely<Database>,
  reference: string,
  settings: Settings,
): Promise<Printable | undefined> {
  if (bookingReferencePattern.test(reference)) {
    const booking = await findBooking(db, reference);
    if (!booking?.receipt_number || booking.status === 'refunded') return undefined;
    const puja = await selectPuja(db, { id: booking.puja_id });
    const document = bookingReceiptDocument(booking, puja, settings);
    return { reference, receiptNumber: booking.receipt_number, document };
  }
  const donation = await findDonation(db, reference);
  if (!donation?.receipt_number) return undefined;
  return { reference, receiptNumber: donation.receipt_number, document: receiptDocument(donation, settings) };
}
