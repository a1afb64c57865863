import type { APIContext } from 'astro';
import { getConfig } from '../../server/config.ts';
import { sessionCookieName, siteCookieOptions } from './cookies.ts';

export function setSessionCookie(context: Pick<APIContext, 'cookies'>, token: string, expires: Date) {
  context.cookies.set(sessionCookieName(), token, siteCookieOptions({ expires }));
}

export function clearSessionCookie(context: Pick<APIContext, 'cookies'>) {
  context.cookies.delete(sessionCookieName(), siteCookieOptions());
}

/** The caller's address: the visitor behind a trusted proxy (src/server/http/client-address.ts), else the connecting one. */
export function clientIp(context: Pick<APIContext, 'clientAddress'> & { locals?: Partial<App.Locals> }): string {
  try {
    return context.locals?.clientAddress || context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

export const adminSignupKey = () => getConfig().ADMIN_SIGNUP_KEY;
