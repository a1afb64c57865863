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

/**
 * The waiting message, if any, translated; reading it removes it, so the first notification
 * host of the page that asks shows it (the page's own, else the site layout's). It stays in
 * `locals.flash` for the layout to print for visitors without JavaScript.
 */
export function takeFlash(context: Pick<APIContext, 'cookies' | 'locals'>): Notice[] {
  const key = context.cookies.get(FLASH_COOKIE)?.value;
  if (!key) return [];
  context.cookies.delete(FLASH_COOKIE, siteCookieOptions());
  const kind = messages[key];
  const notices: Notice[] = kind ? [{ kind, text: context.locals.t(key) }] : [];
  context.locals.flash = notices;
  return notices;
}
