import type { APIContext } from 'astro';
import { localePath, type T } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { requestResetQuietly } from './api.ts';
import { setFlash } from './flash.ts';
import { landingPath } from './guard.ts';
import { adminSignupKey, clientIp, setSessionCookie } from './http.ts';
import { readFields } from '#src/server/http/body.ts';
import { fieldMessages, translateFields, type Message } from '#src/server/validation/messages.ts';
import { forgotSchema, loginSchema, normaliseSignup, resetSchema, signupSchema } from './schema.ts';
import * as service from './service.ts';
import { welcomeConfirmation } from '#src/features/account/service.ts';

/**
 * The server side of the four account forms: plain POSTs handled by the page itself, so each
 * form works without JavaScript and comes back with what was typed (never a password or key)
 * and a message under each field that needs fixing.
 */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  /** The HTTP status the page answers with: the same codes as the API. */
  status?: number;
}

type PageContext = Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url' | 'redirect' | 'clientAddress'>;
type Outcome = { response: Response } | { state: FormState };

const secretFields = new Set(['password', 'secretKey']);

function keep(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => typeof v === 'string' && !secretFields.has(k)),
  ) as Record<string, string>;
}

function invalid(t: T, body: Record<string, unknown>, errors: Record<string, Message>): Outcome {
  return {
    state: {
      values: keep(body),
      errors: translateFields(t, errors),
      notice: { kind: 'error', text: t('auth.error.fixFields') },
      status: 400,
    },
  };
}

function refused(t: T, body: Record<string, unknown>, r: service.Refusal, failure: string): Outcome {
  const text = t(r.message, r.vars);
  // One toast for a failed post; the reason itself sits by the field it concerns.
  const notice = r.status === 429 || !r.field ? text : `${failure} ${text}`;
  return {
    state: {
      values: keep(body),
      errors: r.field ? { [r.field]: text } : {},
      notice: { kind: 'error', text: notice },
      status: r.status,
    },
  };
}

export async function postSignup(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const body = await readFields(context.request);
  const parsed = signupSchema.safeParse(normaliseSignup(body));
  if (!parsed.success) return invalid(t, body, fieldMessages(parsed.error));
  const result = await service.signUp(getDb(), parsed.data, { ip: clientIp(context), adminKey: adminSignupKey() });
  if (!result.ok) return refused(t, body, result, t('auth.signup.failed'));
  // Its address gets a confirmation link straight away (src/features/account).
  await welcomeConfirmation(getDb(), result.user, lang);
  return { response: context.redirect(`${localePath(lang, '/login')}?done=signup`, 303) };
}

export async function postLogin(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const body = await readFields(context.request);
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return invalid(t, body, fieldMessages(parsed.error));
  const result = await service.signIn(getDb(), parsed.data, { ip: clientIp(context) });
  if (!result.ok) return refused(t, body, result, t('auth.login.failed'));
  setSessionCookie(context, result.token, result.expires);
  setFlash(context, 'auth.login.success');
  const next = typeof body.next === 'string' ? body.next : context.url.searchParams.get('next');
  return { response: context.redirect(localePath(lang, landingPath(result.user, next)), 303) };
}

export async function postForgot(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const body = await readFields(context.request);
  const parsed = forgotSchema.safeParse(body);
  if (!parsed.success) return invalid(t, body, fieldMessages(parsed.error));
  const result = await requestResetQuietly(context, parsed.data.email, lang);
  if (!result.ok) return refused(t, body, result, '');
  const query = new URLSearchParams({ email: parsed.data.email, sent: '1' });
  return { response: context.redirect(`${localePath(lang, '/setpassword')}?${query}`, 303) };
}

export async function postReset(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const body = await readFields(context.request);
  const parsed = resetSchema.safeParse(body);
  if (!parsed.success) return invalid(t, body, fieldMessages(parsed.error));
  const result = await service.resetPassword(getDb(), parsed.data, { ip: clientIp(context) });
  if (!result.ok) return refused(t, body, result, '');
  return { response: context.redirect(localePath(lang, '/complete'), 303) };
}

/** What a page shows before anything was posted: values from the link, and the last step's news. */
export function initialState(context: PageContext, fields: string[]): FormState {
  const { t } = context.locals;
  const query = context.url.searchParams;
  const values = Object.fromEntries(fields.filter((f) => query.get(f)).map((f) => [f, query.get(f)!]));
  let notice: Notice | undefined;
  if (query.get('done') === 'signup') notice = { kind: 'success', text: t('auth.signup.success') };
  if (query.get('sent') === '1') notice = { kind: 'info', text: t('auth.forgot.sent', { max: limits.resetCodes.max }) };
  return { values, errors: {}, notice };
}

/** Runs the page's POST, or gives the state of a fresh form. */
export async function handleForm(
  context: PageContext,
  fields: string[],
  post: (c: PageContext) => Promise<Outcome>,
): Promise<Outcome> {
  if (context.request.method !== 'POST') return { state: initialState(context, fields) };
  return post(context);
}
