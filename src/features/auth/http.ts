import type { BlockList } from 'node:net';
import type { APIContext, AstroCookieSetOptions } from 'astro';
import { getConfig, isProduction } from '../../server/config.ts';
import { clientAddressOf, parseTrustedProxies } from '../../server/http/client-address.ts';
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

let trustedProxies: BlockList | null | undefined;

/** The caller's address: the visitor behind a trusted proxy (src/server/http/client-address.ts), else the connecting one. */
export function clientIp(context: Pick<APIContext, 'clientAddress' | 'request'> & { locals?: Partial<App.Locals> }): string {
  // The HTTP server hands the address over in locals, but a Telugu page (the English route
  // rendered by a rewrite) gets there without it: then it is worked out again the same way.
  if (context.locals?.clientAddress) return context.locals.clientAddress;
  try {
    if (trustedProxies === undefined) trustedProxies = parseTrustedProxies(getConfig().TRUSTED_PROXIES);
    return clientAddressOf(context.clientAddress, context.request.headers.get('x-forwarded-for') ?? undefined, trustedProxies) || 'unknown';
  } catch {
    return 'unknown';
  }
}

export const isFormPost = (request: Request) => /application\/x-www-form-urlencoded|multipart\/form-data/.test(request.headers.get('content-type') ?? '');

/** A JSON or form body as a plain object of values; an unreadable body is empty. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    if (isFormPost(request)) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    }
    const body = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const adminSignupKey = () => getConfig().ADMIN_SIGNUP_KEY;
