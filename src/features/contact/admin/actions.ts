import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import { RequestError } from '#src/server/http/errors.ts';
import type { Notice } from '#src/ui/Field.tsx';
import type { AuditActor } from '#src/features/audit/service.ts';
import { inquiryIdOf } from '../api.ts';
import { inquiryAnchor } from './anchor.ts';
import { findInquiry, inquiryName, markInquiryAnswered } from '../service.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

/**
 * 'Mark answered' on /admin/contactdetails, after someone replied by e-mail or phone. It comes
 * back to the list at the same card, saying what happened.
 */
export async function handleAdminInquiries(
  context: Context,
  admin: AuditActor,
): Promise<{ response: Response } | { notice?: Notice; status?: number }> {
  const { t, lang } = context.locals;
  if (context.request.method !== 'POST') {
    const done = Number(context.url.searchParams.get('answered'));
    const inquiry = Number.isSafeInteger(done) && done > 0 ? await findInquiry(getDb(), done) : undefined;
    return inquiry?.answeredAt
      ? { notice: { kind: 'success', text: t('admin.inquiries.markedAnswered', { name: inquiryName(inquiry) }) } }
      : {};
  }
  const result = await pageForm(context, {
    schema: buttonOnly,
    invalid: 'admin.inquiries.notFound',
    act: (_input, fields) => {
      if (fields.intent !== 'answered') throw new RequestError(404, 'admin.inquiries.notFound');
      return markInquiryAnswered(getDb(), inquiryIdOf(fields.id), admin);
    },
  });
  if (!result.ok) return { notice: result.notice, status: result.status };
  const { inquiry, changed } = result.value;
  if (!changed) {
    const text = t('admin.inquiries.alreadyAnswered', { name: inquiryName(inquiry), by: inquiry.answeredBy ?? '' });
    return { notice: { kind: 'info', text }, status: 409 };
  }
  const back = `${localePath(lang, '/admin/contactdetails')}?answered=${inquiry.id}#${inquiryAnchor(inquiry.id)}`;
  return { response: context.redirect(back, 303) };
}
