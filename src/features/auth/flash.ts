import type { APIContext } from 'astro';
import type { Notice } from '#src/ui/Field.tsx';
import { siteCookieOptions } from './cookies.ts';

/**
 * A one-time message carried across a redirect (for example 'successfully Signed In' on the
 * page the visitor lands on). Only known keys travel, never free text, so a link cannot make the
 * site say something it did not.
 */
const FLASH_COOKIE = 'flash';
const messages: Record<string, Notice['kind']> = {
  'auth.login.success': 'success',
};

export function setFlash(context: Pick<APIContext, 'cookies'>, key: keyof typeof messages & string) {
  context.cookies.set(FLASH_COOKIE, key, siteCookieOptions({ maxAge: 60 }));
}

/** The waiting message, if any, translated; reading it removes it. */
export function takeFlash(context: Pick<APIContext, 'cookies' | 'locals'>): Notice[] {
  const key = context.cookies.get(FLASH_COOKIE)?.value;
  if (!key) return [];
  context.cookies.delete(FLASH_COOKIE, siteCookieOptions());
  const kind = messages[key];
  return kind ? [{ kind, text: context.locals.t(key) }] : [];
}
