import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, parseWith, RequestError } from '#src/server/http/errors.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { inquirySchemas, listInquiries, markInquiryAnswered, type Inquiry } from './service.ts';
import { isSpam, storeInquiry } from './submit.ts';

/**
 * The handlers of /api/contact. A refusal is thrown (invalid input by parseWith, too many by the
 * service) and answered by the middleware as every API error is: `{ message, fields }`.
 */

/** The inquiries, newest first: Admin only. */
export async function getInquiries(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(await listInquiries(getDb()));
}

/**
 * A contact message: firstName, lastName, email, phoneNumber, message (or name, email, subject, message with
 * form=contact).
 */
export async function postInquiry(context: APIContext) {
  const { t } = context.locals;
  const body = await readFields(context.request);
  if (isSpam(body)) return json({ message: t('contact.sent') }, 201);
  const source: Inquiry['source'] = body.form === 'contact' ? 'contact' : 'contactus';
  const data = parseWith(inquirySchemas[source], body);
  await storeInquiry(context, { source, data } as Inquiry, body);
  return json({ message: t('contact.sent') }, 201);
}

/** An inquiry's id from the path; anything else is no such inquiry. */
export function inquiryIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new RequestError(404, 'admin.inquiries.notFound');
  return id;
}

/** The office replied: the inquiry is marked answered (Admin only). Marking it again changes nothing. */
export async function postAnswered(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const { inquiry } = await markInquiryAnswered(getDb(), inquiryIdOf(context.params.id), guard.user);
  return json(inquiry);
}
