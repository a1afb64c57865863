import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { bookingReceiptPdf } from './receipt.ts';
import { findBooking } from './repo.ts';
import { selectPuja } from '#src/features/pujas/service.ts';
import { requireKey } from './access.ts';

/** The receipt of a paid booking as a PDF, for whoever holds its key (as its page) or its account. */
export async function bookingReceipt(context: APIContext) {
  const db = getDb();
  const booking = await findBooking(db, context.params.reference ?? '');
  if (!booking?.receipt_number || booking.status === 'refunded') throw new RequestError(404, 'booking.error.unknown');
  await requireKey(db, context, booking, context.url.searchParams.get('key'));
  const pdf = await bookingReceiptPdf(
    booking,
    await selectPuja(db, { id: booking.puja_id }),
    (await loadSettings(db)).settings,
  );
  return new Response(Buffer.from(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="receipt-${booking.receipt_number.replace(/[^\w-]/g, '-')}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
