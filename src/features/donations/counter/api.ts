import type { APIContext } from 'astro';
import { json } from '#src/server/http/errors.ts';
import { readFields } from '#src/server/http/body.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { recordFromFields } from './record.ts';

/** POST /api/donation/counter: the office records a gift paid at the ashram; 201 with its receipt. */
export async function postCounterDonation(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const donation = await recordFromFields(context, await readFields(context.request), guard.user);
  return json(
    {
      reference: donation.reference,
      receiptNumber: donation.receipt_number,
      eligible80G: donation.eligible_80g === 1,
      status: donation.status,
      amount: donation.amount_paise / 100,
      mode: donation.pay_mode,
      receiptPdf: `/api/account/receipts/${donation.reference}`,
    },
    201,
    { 'cache-control': 'no-store' },
  );
}
