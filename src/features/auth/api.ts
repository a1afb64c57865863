import type { APIContext } from 'astro';
import { createT, isLang, localePath, type Lang, type T } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { log } from '#src/server/log.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { adminApiGuard, credentialOf, currentUser, landingPath } from './guard.ts';
import { adminSignupKey, clearSessionCookie, clientIp, setSessionCookie } from './http.ts';
import { isFormPost, readFields } from '#src/server/http/body.ts';
import { deliverResetMail } from './reset-mail.ts';
import { fieldErrors, forgotSchema, loginSchema, normaliseSignup, resetSchema, signupSchema, type FieldErrors } from './schema.ts';
import * as service from './service.ts';

/** Handlers of /api/user/*. Errors are JSON `{ message, fields? }` in the caller's language. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

function languageOf(context: APIContext, body: Record<string, unknown> = {}): Lang {
  const asked = body.lang ?? context.url.searchParams.get('lang');
  return isLang(asked) ? asked : context.locals.lang ?? 'en';
}

const translateFields = (t: T, fields: FieldErrors) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)]));

function invalid(t: T, fields: FieldErrors) {
  return json(400, { message: t(Object.values(fields)[0]!), fields: translateFields(t, fields) });
}

const refusal = (t: T, r: service.Refusal) => json(r.status, { message: t(r.message, r.vars), ...(r.field ? { fields: { [r.field]: t(r.message, r.vars) } } : {}) });

export async function signup(context: APIContext) {
  const body = await readFields(context.request);
  const t = createT(languageOf(context, body));
  const parsed = signupSchema.safeParse(normaliseSignup(body));
  if (!parsed.success) return invalid(t, fieldErrors(parsed.error));
  const result = await service.signUp(getDb(), parsed.data, { ip: clientIp(context), adminKey: adminSignupKey() });
  if (!result.ok) return refusal(t, result);
  const { email, name, role } = result.user;
  return json(201, { message: t('auth.signup.success'), email, name, role });
}

export async function login(context: APIContext) {
  const body = await readFields(context.request);
  const t = createT(languageOf(context, body));
  const parsed = loginSchema.safeParse(body);
  if (!parsed.success) return invalid(t, fieldErrors(parsed.error));
  const result = await service.signIn(getDb(), parsed.data, { ip: clientIp(context) });
  if (!result.ok) return refusal(t, result);
  setSessionCookie(context, result.token, result.expires);
  const { email, name, role } = result.user;
  // Where a client should go next: the page that sent the visitor to sign in, when it is one of ours.
  const next = localePath(languageOf(context, body), landingPath(result.user, body.next ?? context.url.searchParams.get('next')));
  return json(200, { message: t('auth.login.success'), token: result.token, email, name, role, next });
}

/** Ends the session on the server. A form post (the header's Logout button) then goes home. */
export async function logout(context: APIContext) {
  const form = isFormPost(context.request);
  const body = await readFields(context.request);
  await service.endSession(getDb(), credentialOf(context));
  clearSessionCookie(context);
  const lang = languageOf(context, body);
  if (form) return context.redirect(localePath(lang, '/'), 303);
  return json(200, { message: createT(lang)('auth.logout.done') });
}

export async function me(context: APIContext) {
  const user = await currentUser(context);
  if (!user) return json(401, { message: createT(languageOf(context))('auth.error.signInFirst') });
  return json(200, { email: user.email, name: user.name, role: user.role });
}

export async function forgotPassword(context: APIContext) {
  const body = await readFields(context.request);
  const lang = languageOf(context, body);
  const t = createT(lang);
  const parsed = forgotSchema.safeParse(body);
  if (!parsed.success) return invalid(t, fieldErrors(parsed.error));
  const result = await requestResetQuietly(context, parsed.data.email, lang);
  if (!result.ok) return refusal(t, result);
  return json(200, { message: t('auth.forgot.sent', { max: limits.resetCodes.max }) });
}

/** Sends the e-mail in the background: a slow mail server must not reveal that the account exists. */
export function requestResetQuietly(context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>, email: string, lang: Lang) {
  const deliver = deliverResetMail(lang);
  return service.requestReset(getDb(), { email }, {
    ip: clientIp(context),
    deliver: async (mail) => {
      deliver(mail).catch((error: unknown) => log.error(`Could not send the password reset e-mail to ${mail.to}`, error));
    },
  });
}

export async function resetPassword(context: APIContext) {
  const body = await readFields(context.request);
  const t = createT(languageOf(context, body));
  const parsed = resetSchema.safeParse(body);
  if (!parsed.success) return invalid(t, fieldErrors(parsed.error));
  const result = await service.resetPassword(getDb(), parsed.data, { ip: clientIp(context) });
  if (!result.ok) return refusal(t, result);
  return json(200, { message: t('auth.reset.done') });
}

export async function users(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const rows = await service.listUsers(getDb());
  return json(200, rows.map((u) => ({ name: u.name, email: u.email, role: u.role, createdAt: u.created_at })));
}
