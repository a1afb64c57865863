import { randomBytes } from 'node:crypto';
import type { APIContext } from 'astro';
import { siteCookieOptions } from '#src/features/auth/service.ts';

/** The booking device's cookie: a random id, so one browser's unpaid holds can be counted together. */
export const deviceCookie = 'booking_device';
const idPattern = /^[\w-]{22}$/;
const yearSeconds = 365 * 86_400;

/** The device's id from its cookie, set now (httpOnly, SameSite=Lax) when it has none or a forged one. */
export function deviceOf(context: Pick<APIContext, 'cookies'>): string {
  const known = context.cookies.get(deviceCookie)?.value;
  if (known && idPattern.test(known)) return known;
  const id = randomBytes(16).toString('base64url');
  context.cookies.set(deviceCookie, id, siteCookieOptions({ maxAge: yearSeconds }));
  return id;
}

/**
 * The device's id only when the client brought one: an API client without it is still counted per contact and address.
 */
export function knownDevice(context: Pick<APIContext, 'cookies'>): string | null {
  const known = context.cookies.get(deviceCookie)?.value;
  return known && idPattern.test(known) ? known : null;
}
