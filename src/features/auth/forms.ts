import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { requestResetQuietly } from './api.ts';
import { setFlash } from './flash.ts';
import { landingPath } from './guard.ts';
import { adminSignupKey, clientIp, setSessionCookie } from './http.ts';
import { pageForm, type FormRefusal } from '#src/server/forms/page-form.ts';
import type { RequestError } from '#src/server/http/errors.ts';
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

const secret = ['password', 'secretKey'];

/**
 * A refusal goes back as one toast; where the reason sits by the field it concerns, the toast
 * says first that the step failed ('Sign-up failed.'). Too many tries is said alone.
 */
const failedWith = (failure: string) => (text: string, error: RequestError) =>
  failure && error.status !== 429 && error.fields ? `${failure} ${text}` : text;

const refused = (result: FormRefusal): Outcome => {
  const { values, errors, notice, status } = result;
  return { state: { values, errors, notice, status } };
};

export async function postSignup(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const result = await pageForm(context, {
    schema: signupSchema,
    invalid: 'auth.error.fixFields',
    input: normaliseSignup,
    secret,
    refused: failedWith(t('auth.signup.failed')),
    act: async (input) => {
      const { user } = await service.signUp(getDb(), input, { ip: clientIp(context), adminKey: adminSignupKey() });
      // Its address gets a confirmation link straight away (src/features/account).
      await welcomeConfirmation(getDb(), user, lang);
    },
  });
  if (!result.ok) return refused(result);
  return { response: context.redirect(`${localePath(lang, '/login')}?done=signup`, 303) };
}

export async function postLogin(context: PageContext): Promise<Outcome> {
  const { t, lang } = context.locals;
  const result = await pageForm(context, {
    schema: loginSchema,
    invalid: 'auth.error.fixFields',
    secret,
    refused: failedWith(t('auth.login.failed')),
    act: (input) => service.signIn(getDb(), input, { ip: clientIp(context) }),
  });
  if (!result.ok) return refused(result);
  const { token, expires, user } = result.value;
  setSessionCookie(context, token, expires);
  setFlash(context, 'auth.login.success');
  const next = typeof result.fields.next === 'string' ? result.fields.next : context.url.searchParams.get('next');
  return { response: context.redirect(localePath(lang, landingPath(user, next)), 303) };
}

export async function postForgot(context: PageContext): Promise<Outcome> {
  const { lang } = context.locals;
  const result = await pageForm(context, {
    schema: forgotSchema,
    invalid: 'auth.error.fixFields',
    act: async (input) => {
      await requestResetQuietly(context, input.email, lang);
      return input.email;
    },
  });
  if (!result.ok) return refused(result);
  const query = new URLSearchParams({ email: result.value, sent: '1' });
  return { response: context.redirect(`${localePath(lang, '/setpassword')}?${query}`, 303) };
}

export async function postReset(context: PageContext): Promise<Outcome> {
  const { lang } = context.locals;
  const result = await pageForm(context, {
    schema: resetSchema,
    invalid: 'auth.error.fixFields',
    secret,
    act: (input) => service.resetPassword(getDb(), input, { ip: clientIp(context) }),
  });
  if (!result.ok) return refused(result);
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
