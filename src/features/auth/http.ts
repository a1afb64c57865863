import type { APIContext, AstroCookieSetOptions } from 'astro';
import { getConfig, isProduction } from '../../server/config.ts';
import { SESSION_COOKIE } from './guard.ts';

export function sessionCookieOptions(expires?: Date): AstroCookieSetOptions {
  return { httpOnly: true, secure: isProduction(), sameSite: 'lax', path: '/', ...(expires ? { expires } : {}) };
}

export function setSessionCookie(context: Pick<APIContext, 'cookies'>, token: string, expires: Date) {
  context.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(expires));
}

export function clearSessionCookie(context: Pick<APIContext, 'cookies'>) {
  context.cookies.delete(SESSION_COOKIE, sessionCookieOptions());
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
