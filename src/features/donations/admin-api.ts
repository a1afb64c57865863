import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { filterFromQuery, filterProblems } from './admin/filters.ts';
import { financialYearBounds } from '#src/features/payments/index.ts';
import { listDonations } from './repo.ts';
import { statementCsv, yearStatement } from './statement.ts';
import { incompleteRows } from './tax-forms/form-10bd.ts';
import { causeNames } from './receipt.ts';
import { maskedIdentity } from './identity.ts';
import { declarationJson } from '#src/features/citizenship/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';

/** The administrators' reads of /api/donation and /api/donation/export. */

const privately = { 'cache-control': 'private, no-store' };

/** The donations, newest first, filtered by ?status=&from=&to= (India dates). */
export async function getDonations(context: APIContext) {
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
    causeName: causeNames[d.cause] ?? d.cause_name ?? d.cause,
    firstName: d.first_name,
    lastName: d.last_name,
    email: d.email,
    identity: d.identity_type ? { type: d.identity_type, masked: maskedIdentity(d) } : null,
    eligible80G: d.eligible_80g === 1,
    donationType: d.donation_type,
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
    ...declarationJson(d),
  }));
  return json(body, 200, privately);
}

/** The Form 10BD statement of one financial year as CSV (?fy=2026-27), once every row is complete. */
export async function exportStatement(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const fy = context.url.searchParams.get('fy') ?? '';
  if (!financialYearBounds(fy))
    throw new RequestError(400, 'admin.donations.badYear', { fy: 'admin.donations.badYear' });
  const { rows } = await yearStatement(getDb(), fy);
  // The portal refuses a row without an identity or an address; the check page lists them.
  const missing = incompleteRows(rows).length;
  if (missing > 0) throw new RequestError(409, 'taxForms.error.incomplete', undefined, { count: missing, fy });
  const csv = statementCsv(rows, context.locals.settings ?? (await loadSettings(getDb())).settings);
  const disposition = `attachment; filename="form-10bd-${fy}.csv"`;
  const file = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition };
  return new Response(csv, { headers: { ...file, ...privately } });
}
