import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/guard.ts';
import { financialYearBounds } from '#src/features/donations/money.ts';
import { confirmedInYear } from '#src/features/donations/repo.ts';
import { statementCsv } from '#src/features/donations/statement.ts';
import { getDb } from '#src/server/db/connect.ts';

/** The Form 10BD statement of one financial year as CSV: ?fy=2026-27. Admin only. */
export const GET: APIRoute = async (context) => {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const fy = context.url.searchParams.get('fy') ?? '';
  if (!financialYearBounds(fy)) {
    return new Response(JSON.stringify({ message: context.locals.t('admin.donations.badYear') }), {
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  }
  const csv = statementCsv(await confirmedInYear(getDb(), fy));
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="donations-${fy}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
};
