import { createT, localePath, type Lang } from '#src/i18n/index.ts';
import type { AccountSummary } from '#src/features/auth/index.ts';

/**
 * A kept public page made a signed-in visitor's own (docs/decisions/114, 115): the page is the
 * same for everyone but for the header's account slot, where a visitor without a session has the
 * Login button (Header.tsx) and a signed-in one their profile menu. The page is split around
 * that button once per kept page; each visitor's menu is a small string of its own.
 *
 * Plain TypeScript, no JSX: src/app/kept-pages.ts answers these visitors before Astro, where a
 * string costs less than a React render. The menu is ProfileMenu.tsx written as a template; a test
 * renders both for many names and addresses and requires the same bytes.
 */

const LOGIN_BUTTON = /<a class="login-button" href="[^"]*">[^<]*<\/a>/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface Split {
  before: Uint8Array;
  after: Uint8Array;
}
const splits = new WeakMap<Uint8Array, Split | null>();

function splitAtLoginButton(body: Uint8Array): Split | null {
  let split = splits.get(body);
  if (split === undefined) {
    const html = decoder.decode(body);
    const found = LOGIN_BUTTON.exec(html);
    split = found
      ? {
          before: encoder.encode(html.slice(0, found.index)),
          after: encoder.encode(html.slice(found.index + found[0].length)),
        }
      : null;
    splits.set(body, split);
  }
  return split;
}

/** React's escaping of text and attribute values (escapeTextForBrowser in react-dom/server). */
const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escape = (text: string) => text.replace(/["&'<>]/g, (c) => ESCAPES[c]!);

/** ProfileMenu.tsx (with its LogoutForm) as renderToStaticMarkup writes it. */
export function accountMenuHtml(lang: Lang, user: AccountSummary): string {
  const t = createT(lang);
  const initial = escape((Array.from(user.name.trim())[0] ?? '?').toUpperCase());
  const label = escape(t('auth.profile.open'));
  return (
    `<button type="button" class="profile-toggle" popoverTarget="profile-popup" aria-label="${label}">` +
    `<span aria-hidden="true">${initial}</span></button>` +
    `<div id="profile-popup" class="profile-popup" popover="auto" aria-label="${label}" role="dialog">` +
    `<span class="profile-popup__initial" aria-hidden="true">${initial}</span>` +
    `<p class="profile-popup__name">${escape(user.name)}</p>` +
    `<p class="profile-popup__email">${escape(user.email)}</p>` +
    `<p class="profile-popup__role">${escape(t(`auth.role.${user.role}`))}</p>` +
    `<a class="button button--ghost profile-popup__account" href="${escape(localePath(lang, '/account'))}">` +
    `${escape(t('auth.profile.account'))}</a>` +
    `<form class="logout-form" action="/api/user/logout" method="post">` +
    `<input type="hidden" name="lang" value="${lang}"/>` +
    `<button type="submit" class="button">${escape(t('auth.logout'))}</button></form></div>`
  );
}

/**
 * The page with `menu` (accountMenuHtml) in place of the Login button, or null when it has none (it
 * is then rendered).
 */
export function withMenuHtml(body: Uint8Array, menu: string): Uint8Array<ArrayBuffer> | null {
  const split = splitAtLoginButton(body);
  if (!split) return null;
  const bytes = encoder.encode(menu);
  const page = new Uint8Array(split.before.byteLength + bytes.byteLength + split.after.byteLength);
  page.set(split.before, 0);
  page.set(bytes, split.before.byteLength);
  page.set(split.after, split.before.byteLength + bytes.byteLength);
  return page;
}
