import type { APIRoute } from 'astro';
import { adminApiGuard } from '#src/features/auth/guard.ts';
import { readFields } from '#src/server/http/body.ts';
import { submit } from '#src/features/contact/forms.ts';
import { listInquiries } from '#src/features/contact/service.ts';
import { getDb } from '#src/server/db/connect.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** The inquiries, newest first: Admin only. */
export const GET: APIRoute = async (context) => {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json(200, await listInquiries(getDb()));
};

/** A contact message: body firstName, lastName, email, phoneNumber, message (or name, email, subject, message with form=contact). */
export const POST: APIRoute = async (context) => {
  const { t } = context.locals;
  const body = await readFields(context.request);
  const source = body.form === 'contact' ? 'contact' : 'contactus';
  const outcome = await submit(context, source, body);
  if (outcome.ok) return json(201, { message: t('contact.sent') });
  if (outcome.status === 429) return json(429, { message: t('form.error.tooMany') });
  const errors = Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, t(v)]));
  return json(400, { message: Object.values(errors)[0] ?? t('form.error.fix'), errors });
};
