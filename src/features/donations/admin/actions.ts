import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError, refusalText } from '#src/server/http/errors.ts';
import { findDonation } from '../repo.ts';
import { confirmAndReceipt } from '../service.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

/**
 * 'Mark received' on /admin/donations, after the administrator found the UPI payment in the
 * bank statement. It comes back to the same filtered list, saying what happened.
 */
export async function handleAdminDonations(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | { notice?: Notice; status?: number }> {
  const { t, lang, settings } = context.locals;
  if (context.request.method !== 'POST') {
    const done = context.url.searchParams.get('received');
    if (!done) return {};
    const donation = await findDonation(getDb(), done);
    return donation?.receipt_number
      ? {
          notice: {
            kind: 'success',
            text: t('admin.donations.marked', {
              reference: donation.reference,
              receipt: donation.receipt_number,
              email: donation.email,
            }),
          },
        }
      : {};
  }
  const body = await readFields(context.request);
  const reference = typeof body.reference === 'string' ? body.reference : '';
  const donation = await findDonation(getDb(), reference);
  if (body.intent !== 'received' || !donation || donation.method !== 'upi') {
    return { notice: { kind: 'error', text: t('admin.donations.notFound') }, status: 404 };
  }
  const overrideReason = typeof body.overrideReason === 'string' ? body.overrideReason.trim().slice(0, 500) : '';
  let result;
  try {
    result = await confirmAndReceipt(
      getDb(),
      reference,
      { status: 'received' },
      settings,
      getConfig().MAIL_RETRY_SECONDS * 1000,
      admin,
      overrideReason,
    );
  } catch (error) {
    // One UTR verifies one thing: the refusal names the other record and says what to do.
    if (!(error instanceof RequestError)) throw error;
    return { notice: { kind: 'error', text: refusalText(error, t) }, status: error.status };
  }
  if (!result.confirmed)
    return { notice: { kind: 'info', text: t('admin.donations.already', { reference }) }, status: 409 };
  const query = new URLSearchParams(context.url.searchParams);
  query.set('received', reference);
  return { response: context.redirect(`${localePath(lang, '/admin/donations')}?${query}`, 303) };
}
