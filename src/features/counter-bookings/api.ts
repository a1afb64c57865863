import type { APIContext } from 'astro';
import { json } from '#src/server/http/errors.ts';
import { readFields } from '#src/server/http/body.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { bookFromFields } from './record.ts';

/** POST /api/bookings/counter: the office records a puja booking paid at the ashram; 201, already paid. */
export async function postCounterBooking(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const booking = await bookFromFields(context, await readFields(context.request), guard.user);
  return json(
    {
      reference: booking.reference,
      receiptNumber: booking.receipt_number,
      status: booking.status,
      pujaId: booking.puja_id,
      date: booking.puja_day,
      amount: booking.total_paise / 100,
      mode: booking.pay_mode,
      receipt: `/admin/counter/receipt?reference=${booking.reference}`,
    },
    201,
    { 'cache-control': 'no-store' },
  );
}
