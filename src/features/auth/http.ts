import type { BlockList } from 'node:net';
import type { APIContext } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { clientAddressOf, parseTrustedProxies } from '#src/server/http/client-address.ts';
import { sessionCookieName, siteCookieOptions } from './cookies.ts';

export function setSessionCookie(context: Pick<APIContext, 'cookies'>, token: string, expires: Date) {
  context.cookies.set(sessionCookieName(), token, siteCookieOptions({ expires }));
}

export function clearSessionCookie(context: Pick<APIContext, 'cookies'>) {
  context.cookies.delete(sessionCookieName(), siteCookieOptions());
}

let trustedProxies: BlockList | null | undefined;

/**
 * The caller's address: the visitor behind a trusted proxy (src/server/http/client-address.ts), else the connecting
 * one.
 */
export function clientIp(
  context: Pick<APIContext, 'clientAddress' | 'request'> & { locals?: Partial<App.Locals> },
): string {
  // The HTTP server hands the address over in locals, but a Telugu page (the English route
  // rendered by a rewrite) gets there without it: then it is worked out again the same way.
  if (context.locals?.clientAddress) return context.locals.clientAddress;
  try {
    if (trustedProxies === undefined) trustedProxies = parseTrustedProxies(getConfig().TRUSTED_PROXIES);
    return (
      clientAddressOf(
        context.clientAddress,
        context.request.headers.get('x-forwarded-for') ?? undefined,
        trustedProxies,
      ) || 'unknown'
    );
  } catch {
    return 'unknown';
  }
}

export const adminSignupKey = () => getConfig().ADMIN_SIGNUP_KEY;
