import type { APIContext } from 'astro';
import { localePath } from '../../i18n/index.ts';
import { getConfig } from '../../server/config.ts';
import { getDb } from '../../server/db/connect.ts';
import { clientIp } from '../auth/http.ts';
import { readFields } from '../../server/http/body.ts';
import { loadSettings } from '../site/settings/service.ts';
import type { Notice } from '../../ui/Field.tsx';
import { contactPageSchema, contactSchema, fieldErrors } from './schema.ts';
import { HONEYPOT } from './honeypot.ts';
import { submitInquiry, type Inquiry } from './service.ts';
import { createOnce, formToken, idempotencyKeyOf } from '../../server/idempotency/index.ts';

/**
 * The contact forms' server side, shared by the pages (plain POST to the page itself) and the
 * REST endpoint. A post that fills the HONEYPOT field is answered like a success and stored
 * nowhere.
 */
export { HONEYPOT };

type Context = Pick<APIContext, 'request' | 'locals' | 'clientAddress' | 'url' | 'redirect'>;
export type Source = Inquiry['source'];

export interface ContactFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The form's idempotency token: the same message sent twice is stored once. */
  idempotencyKey: string;
}

export type Submission =
  | { ok: true; status: 201 }
  | { ok: false; status: 400; errors: Record<string, string>; body: Record<string, unknown> }
  | { ok: false; status: 429; body: Record<string, unknown> };

export function notifyAddress(settingsEmail: string): string {
  return getConfig().CONTACT_NOTIFY_TO ?? settingsEmail;
}

export async function submit(context: Context, source: Source, body: Record<string, unknown>): Promise<Submission> {
  const { lang } = context.locals;
  // API routes skip the settings in the middleware; the notice address may come from them.
  const settings = context.locals.settings ?? (await loadSettings(getDb())).settings;
  if (typeof body[HONEYPOT] === 'string' && body[HONEYPOT].trim() !== '') return { ok: true, status: 201 };
  const parsed = source === 'contactus' ? contactSchema.safeParse(body) : contactPageSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error), body };
  const inquiry = { source, data: parsed.data } as Inquiry;
  const key = idempotencyKeyOf(context.request, 'contact', body);
  const inquiryContext = { ip: clientIp(context), lang, notifyTo: notifyAddress(settings.contacts.emails[0]), retryBaseMs: getConfig().MAIL_RETRY_SECONDS * 1000 };
  const result = await createOnce(getDb(), key, (db) => submitInquiry(db, inquiry, inquiryContext), (r) => r.ok);
  if (!result.ok) return { ok: false, status: 429, body };
  return { ok: true, status: 201 };
}

const keep = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([k, v]) => typeof v === 'string' && k !== HONEYPOT)) as Record<string, string>;

/** A page's POST: success goes back to the page with ?sent=1 (so a reload does not post again). */
export async function handleContactForm(context: Context, source: Source): Promise<{ response: Response } | { state: ContactFormState }> {
  const { t, lang } = context.locals;
  const page = source === 'contactus' ? '/contactus' : '/contact';
  if (context.request.method !== 'POST') {
    const sent = context.url.searchParams.get('sent') === '1';
    return { state: { values: {}, errors: {}, notice: sent ? { kind: 'success', text: t('contact.sent') } : undefined, idempotencyKey: formToken() } };
  }
  const body = await readFields(context.request);
  const outcome = await submit(context, source, body);
  if (outcome.ok) return { response: context.redirect(`${localePath(lang, page)}?sent=1#contact-form`, 303) };
  if (outcome.status === 429) {
    return { state: { values: keep(body), errors: {}, notice: { kind: 'error', text: t('form.error.tooMany') }, status: 429, idempotencyKey: formToken(body) } };
  }
  const errors = Object.fromEntries(Object.entries(outcome.errors).map(([k, v]) => [k, t(v)]));
  return { state: { values: keep(body), errors, notice: { kind: 'error', text: t('form.error.fix') }, status: 400, idempotencyKey: formToken(body) } };
}
