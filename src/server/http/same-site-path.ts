import { splitLocale } from '#src/i18n/locale.ts';

/**
 * The one judge of a redirect target that came with a request (`next` after sign-in, any later
 * return-to or back link): a path on this site, or nothing, and then the caller's default.
 *
 * Browsers read `//host`, `/\host`, `\/host`, a tab or newline inside a path and a few Unicode
 * full stops as the way to another site, and a value may hide them behind percent-encoding or
 * the `/te` prefix. So the value is judged after decoding and after the language prefix is
 * removed, and only a plain path is let through: ASCII letters, digits and the few marks the
 * site's own addresses use, with a query string of the same.
 */
const MAX_LENGTH = 2048;
const PATH = /^(?:\/[A-Za-z0-9._~-]+)*\/?$/;
const QUERY = /^[A-Za-z0-9._~=&%+-]*$/;

function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 3; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  // Still changing after three rounds: nobody writes a link like that.
  return null;
}

/** The English path (no `/te` prefix) with its query string, or null when `value` is not a plain same-site path. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  const queryAt = value.indexOf('?');
  const [rawPath, rawQuery] = queryAt === -1 ? [value, ''] : [value.slice(0, queryAt), value.slice(queryAt + 1)];
  const decoded = decodeFully(rawPath);
  if (decoded === null) return null;
  const { path } = splitLocale(decoded);
  if (!PATH.test(path) || /(^|\/)\.\.?(\/|$)/.test(path)) return null;
  if (!rawQuery) return path;
  // The query stays encoded, so an encoded '&' or '=' stays data; decoded, it must still be plain.
  const query = decodeFully(rawQuery);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (!QUERY.test(rawQuery) || query === null || /[\u0000-\u001f\u007f\s\\]/.test(query)) return null;
  return `${path}?${rawQuery}`;
}
