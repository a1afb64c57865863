import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import { RequestError } from '#src/server/http/errors.ts';
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
  const result = await pageForm(context, {
    schema: buttonOnly,
    invalid: 'admin.donations.notFound',
    act: async (_input, fields) => {
      const reference = typeof fields.reference === 'string' ? fields.reference : '';
      const donation = await findDonation(getDb(), reference);
      if (fields.intent !== 'received' || !donation || donation.method !== 'upi')
        throw new RequestError(404, 'admin.donations.notFound');
      const reason = typeof fields.overrideReason === 'string' ? fields.overrideReason.trim().slice(0, 500) : '';
      // One UTR verifies one thing: a refusal names the other record and says what to do.
      const retryMs = getConfig().MAIL_RETRY_SECONDS * 1000;
      const { confirmed } = await confirmAndReceipt(
        getDb(),
        reference,
        { status: 'received' },
        settings,
        retryMs,
        admin,
        reason,
      );
      return { reference, confirmed };
    },
  });
  if (!result.ok) return { notice: result.notice, status: result.status };
  const { reference, confirmed } = result.value;
  if (!confirmed) return { notice: { kind: 'info', text: t('admin.donations.already', { reference }) }, status: 409 };
  const query = new URLSearchParams(context.url.searchParams);
  query.set('received', reference);
  return { response: context.redirect(`${localePath(lang, '/admin/donations')}?${query}`, 303) };
}
