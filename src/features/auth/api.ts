import type { APIContext } from 'astro';
import { createT, isLang, localePath, type Lang, type T } from '#src/i18n/index.ts';
import { json, parseWith, RequestError } from '#src/server/http/errors.ts';
import { getDb } from '#src/server/db/connect.ts';
import { log } from '#src/server/log.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { adminApiGuard, credentialOf, currentUser, landingPath } from './guard.ts';
import { adminSignupKey, clearSessionCookie, clientIp, setSessionCookie } from './http.ts';
import { isFormPost, readFields } from '#src/server/http/body.ts';
import { deliverResetMail } from './reset-mail.ts';
import { forgotSchema, loginSchema, normaliseSignup, resetSchema, signupSchema } from './schema.ts';
import * as service from './service.ts';
import { welcomeConfirmation } from '#src/features/account/service.ts';

/**
 * Handlers of /api/user/*. A refusal is thrown as a RequestError and answered by the middleware
 * as every API error is: JSON `{ message, fields }` in the caller's language.
 */

/** The caller's language: `lang` in the body or the query, else the path's. */
function languageOf(context: APIContext, body: Record<string, unknown> = {}): Lang {
  const asked = body.lang ?? context.url.searchParams.get('lang');
  return isLang(asked) ? asked : (context.locals.lang ?? 'en');
}

/** Speaks the caller's language from here on: in this answer and in any refusal thrown after. */
function speak(context: APIContext, body: Record<string, unknown> = {}): T {
  context.locals.lang = languageOf(context, body);
  context.locals.t = createT(context.locals.lang);
  return context.locals.t;
}

export async function signup(context: APIContext) {
  const body = await readFields(context.request);
  const t = speak(context, body);
  const input = parseWith(signupSchema, normaliseSignup(body));
  const result = await service.signUp(getDb(), input, { ip: clientIp(context), adminKey: adminSignupKey() });
  await welcomeConfirmation(getDb(), result.user, context.locals.lang);
  const { email, name, role } = result.user;
  return json({ message: t('auth.signup.success'), email, name, role }, 201);
}

export async function login(context: APIContext) {
  const body = await readFields(context.request);
  const t = speak(context, body);
  const input = parseWith(loginSchema, body);
  const result = await service.signIn(getDb(), input, { ip: clientIp(context) });
  setSessionCookie(context, result.token, result.expires);
  const { email, name, role } = result.user;
  // Where a client should go next: the page that sent the visitor to sign in, when it is one of ours.
  const next = localePath(
    context.locals.lang,
    landingPath(result.user, body.next ?? context.url.searchParams.get('next')),
  );
  return json({ message: t('auth.login.success'), token: result.token, email, name, role, next });
}

/** Ends the session on the server. A form post (the header's Logout button) then goes home. */
export async function logout(context: APIContext) {
  const form = isFormPost(context.request);
  const body = await readFields(context.request);
  await service.endSession(getDb(), credentialOf(context));
  clearSessionCookie(context);
  const t = speak(context, body);
  if (form) return context.redirect(localePath(context.locals.lang, '/'), 303);
  return json({ message: t('auth.logout.done') });
}

export async function me(context: APIContext) {
  speak(context);
  const user = await currentUser(context);
  if (!user) throw new RequestError(401, 'auth.error.signInFirst');
  return json({ email: user.email, name: user.name, role: user.role });
}

export async function forgotPassword(context: APIContext) {
  const body = await readFields(context.request);
  const t = speak(context, body);
  const input = parseWith(forgotSchema, body);
  await requestResetQuietly(context, input.email, context.locals.lang);
  return json({ message: t('auth.forgot.sent', { max: limits.resetCodes.max }) });
}

/** Sends the e-mail in the background: a slow mail server must not reveal that the account exists. */
export function requestResetQuietly(
  context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>,
  email: string,
  lang: Lang,
) {
  const deliver = deliverResetMail(lang);
  return service.requestReset(
    getDb(),
    { email },
    {
      ip: clientIp(context),
      deliver: async (mail) => {
        deliver(mail).catch((error: unknown) =>
          log.error(`Could not send the password reset e-mail to ${mail.to}`, error),
        );
      },
    },
  );
}

export async function resetPassword(context: APIContext) {
  const body = await readFields(context.request);
  const t = speak(context, body);
  const input = parseWith(resetSchema, body);
  await service.resetPassword(getDb(), input, { ip: clientIp(context) });
  return json({ message: t('auth.reset.done') });
}

export async function users(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const rows = await service.listUsers(getDb());
  return json(rows.map((u) => ({ name: u.name, email: u.email, role: u.role, createdAt: u.created_at })));
}
