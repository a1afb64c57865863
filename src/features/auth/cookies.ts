import type { AstroCookieSetOptions } from 'astro';
import { isProduction } from '#src/server/config.ts';

/**
 * The session cookie in production. The __Host- prefix makes the browser accept it only when it
 * is Secure, has Path=/ and no Domain, and was set by this very host: neither a subdomain nor a
 * plain-http page on the network can plant or overwrite it.
 */
export const SESSION_COOKIE = '__Host-session';
/**
 * Under `npm run dev` (plain http, maybe from a phone on the LAN, where Secure cookies are refused) the name is plain.
 */
export const DEV_SESSION_COOKIE = 'session';

export const sessionCookieName = () => (isProduction() ? SESSION_COOKIE : DEV_SESSION_COOKIE);

/** What every cookie the site sets carries: HttpOnly, SameSite=Lax, Path=/, and Secure in production. */
export function siteCookieOptions(extra: AstroCookieSetOptions = {}): AstroCookieSetOptions {
  return { httpOnly: true, secure: isProduction(), sameSite: 'lax', path: '/', ...extra };
}
