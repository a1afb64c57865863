import type { APIContext, AstroGlobal } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { sameSitePath } from '#src/server/http/same-site-path.ts';
import { errorResponse, RequestError } from '#src/server/http/errors.ts';
import { createT } from '#src/i18n/index.ts';
import { userOfToken, type SessionUser } from './service.ts';
import { sessionCookieName } from './cookies.ts';

export type { SessionUser } from './service.ts';

type Context = Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url' | 'redirect'>;

/** The session token of a request: `Authorization: Bearer <token>` for API clients, else the cookie. */
export function credentialOf(context: Pick<APIContext, 'request' | 'cookies'>): string | undefined {
  const header = context.request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? context.cookies.get(sessionCookieName())?.value ?? undefined;
}

/** The signed-in user: set once per request by the middleware, resolved here when it was not. */
export async function currentUser(context: Context): Promise<SessionUser | null> {
  if (context.locals.user !== undefined) return context.locals.user;
  const user = await userOfToken(getDb(), credentialOf(context));
  context.locals.user = user;
  return user;
}

/**
 * For every admin API handler: 401 without valid credentials, 403 for a signed-in non-admin, answered as every API
 * error is.
 */
export async function adminApiGuard(
  context: APIContext | Context,
): Promise<{ user: SessionUser } | { response: Response }> {
  const user = await currentUser(context);
  const t = context.locals.t ?? createT(context.locals.lang ?? 'en');
  if (!user) return { response: errorResponse(new RequestError(401, 'auth.error.signInFirst'), t) };
  if (user.role !== 'Admin') return { response: errorResponse(new RequestError(403, 'auth.error.adminOnly'), t) };
  return { user };
}

/**
 * For every admin page: a visitor who is not signed in goes to the login page and comes back
 * after signing in; a signed-in non-admin goes home. Both in the visitor's language.
 */
export async function adminPageGuard(
  context: APIContext | AstroGlobal | Context,
): Promise<{ user: SessionUser } | { response: Response }> {
  const user = await currentUser(context);
  const lang = context.locals.lang ?? 'en';
  if (!user) {
    const back = (context.locals.path ?? context.url.pathname) + context.url.search;
    return { response: context.redirect(`${localePath(lang, '/login')}?next=${encodeURIComponent(back)}`, 302) };
  }
  if (user.role !== 'Admin') return { response: context.redirect(localePath(lang, '/'), 302) };
  return { user };
}

/**
 * Where to land after sign-in: back to the page that sent the visitor to /login when that is a
 * path on this site, else the admin area for an Admin and the donation form for everyone else.
 */
export function landingPath(user: SessionUser, next: unknown): string {
  const safe = sameSitePath(next);
  if (safe && !(safe.startsWith('/admin') && user.role !== 'Admin') && !/^\/(login|signup)\/?(\?|$)/.test(safe))
    return safe;
  return user.role === 'Admin' ? '/admin/' : '/donationpayment';
}
