import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/guard.ts';
import { filterFromQuery, filterProblems } from '#src/features/donations/admin/filters.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { listDonations } from '#src/features/donations/repo.ts';
import { getDb } from '#src/server/db/connect.ts';

/** The donations, newest first, filtered by ?status=&from=&to= (India dates): Admin only. */
export const GET: APIRoute = async (context) => {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const problems = filterProblems(context.url.searchParams);
  const first = Object.values(problems)[0];
  if (first) throw new RequestError(400, first, problems);
  const rows = await listDonations(getDb(), filterFromQuery(context.url.searchParams));
  const body = rows.map((d) => ({
    reference: d.reference,
    amount: d.amount_paise / 100,
    amountPaise: d.amount_paise,
    cause: d.cause,
    firstName: d.first_name,
    lastName: d.last_name,
    email: d.email,
    pan: d.pan,
    address: d.address,
    family: JSON.parse(d.family),
    message: d.message,
    method: d.method,
    status: d.status,
    utr: d.utr,
    paymentId: d.gateway_payment_id,
    receiptNumber: d.receipt_number,
    paidAt: d.paid_at,
    createdAt: d.created_at,
  }));
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'private, no-store' } });
};
