import { renderToStaticMarkup } from 'react-dom/server';
import { createT, type Lang } from '#src/i18n/index.ts';
import { ProfileMenu, type AccountSummary } from '#src/features/auth/components/ProfileMenu.tsx';

/**
 * A kept public page made a signed-in visitor's own (docs/decisions/114): the page is the same
 * for everyone but for the header's account slot, where a visitor without a session has the
 * Login button (Header.tsx) and a signed-in one their profile menu. The page is split around
 * that button once per kept page; each visitor's menu is a small render of its own.
 */

const LOGIN_BUTTON = /<a class="login-button" href="[^"]*">[^<]*<\/a>/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

type Split = { before: Uint8Array; after: Uint8Array } | null;
const splits = new WeakMap<Uint8Array, Split>();

function splitAtLoginButton(body: Uint8Array): Split {
  let split = splits.get(body);
  if (split === undefined) {
    const html = decoder.decode(body);
    const found = LOGIN_BUTTON.exec(html);
    split = found ? { before: encoder.encode(html.slice(0, found.index)), after: encoder.encode(html.slice(found.index + found[0].length)) } : null;
    splits.set(body, split);
  }
  return split;
}

/** The page with `user`'s profile menu in place of the Login button, or null when it has none (it is then rendered). */
export function withAccountMenu(body: Uint8Array, lang: Lang, user: AccountSummary): Uint8Array<ArrayBuffer> | null {
  const split = splitAtLoginButton(body);
  if (!split) return null;
  const menu = encoder.encode(renderToStaticMarkup(<ProfileMenu lang={lang} t={createT(lang)} user={user} />));
  const page = new Uint8Array(split.before.byteLength + menu.byteLength + split.after.byteLength);
  page.set(split.before, 0);
  page.set(menu, split.before.byteLength);
  page.set(split.after, split.before.byteLength + menu.byteLength);
  return page;
}
