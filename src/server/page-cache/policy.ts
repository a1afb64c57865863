import { splitLocale } from '#src/i18n/locale.ts';
import { isSafeMethod } from '../http/origin.ts';

/**
 * Which requests may be answered from the page cache, and which answers may be kept.
 * The rules err towards a fresh page: anything that could make a page personal bypasses it.
 */

/** Longer query strings are someone probing; they get a fresh page and take no room. */
const MAX_SEARCH_LENGTH = 256;
/** A page bigger than this is not kept (every page of the site is far smaller). */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** The page path without the Telugu prefix or a trailing slash. */
const pagePath = (pathname: string) => {
  const { path } = splitLocale(pathname);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

export interface RequestLike {
  method: string;
  header(name: 'authorization' | 'cookie'): string | null | undefined;
}

/**
 * A GET from a visitor without any cookie or Authorization header, for one of `pages` (the
 * site's public pages that show nothing of the visitor, given by the site: features/site/routes.ts).
 * Any cookie bypasses: the session, the one-time flash message, and whatever a later feature
 * keeps per visitor all make a page personal.
 */
export function isCacheableRequest(
  request: RequestLike,
  pathname: string,
  search: string,
  pages: ReadonlySet<string>,
): boolean {
  if (request.method !== 'GET') return false;
  if (request.header('authorization')) return false;
  if ((request.header('cookie') ?? '').trim() !== '') return false;
  if (search.length > MAX_SEARCH_LENGTH) return false;
  return pages.has(pagePath(pathname));
}

/** The names of the cookies in a Cookie header. */
const cookieNames = (header: string) =>
  header
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean);

/**
 * A GET for one of `pages` from a signed-in visitor whose only cookie is the session: the kept
 * page can be sent with the header's account menu made theirs (docs/decisions/114). Any other
 * cookie (a one-time flash message, say) still makes the page their own to render.
 */
export function isCacheableForSession(
  request: RequestLike,
  pathname: string,
  search: string,
  pages: ReadonlySet<string>,
  sessionCookie: string,
): boolean {
  if (request.method !== 'GET') return false;
  if (request.header('authorization')) return false;
  const names = cookieNames(request.header('cookie') ?? '');
  if (names.length !== 1 || names[0] !== sessionCookie) return false;
  if (search.length > MAX_SEARCH_LENGTH) return false;
  return pages.has(pagePath(pathname));
}

/** Only a plain 200 HTML page that sets no cookie and does not forbid keeping it. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('set-cookie')) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const control = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(control);
}

/**
 * The key: the address as asked (the /te prefix keeps the languages apart, the query keeps
 * /gallery?date=... and /vastu?... apart) and the centre's day, so "upcoming" and "previous"
 * events move over at midnight in India without anyone editing anything.
 */
export const cacheKey = (pathname: string, search: string, day: string) => `${day} ${pathname}${search}`;

/** True for a write that may have changed what public pages show: an Admin's request not refused with a 4xx. */
export function isAdminChange(method: string, role: string | undefined, status: number): boolean {
  if (isSafeMethod(method)) return false;
  if (role !== 'Admin') return false;
  // A 5xx may come after part of the change was written; only a refusal surely changed nothing.
  return status < 400 || status >= 500;
}
