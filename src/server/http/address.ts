/**
 * Whether a request's path (as it came, percent-encoded) can name a page at all. No page or file
 * of the site has a control character in its address, and nobody follows a link encoded over and
 * over; both are refused with 400 before routing, where Astro would otherwise throw on them.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_ENCODING_LEVELS = 3;

export function isServablePath(rawPath: string): boolean {
  if (CONTROL.test(rawPath)) return false;
  let current = rawPath;
  for (let level = 0; level < MAX_ENCODING_LEVELS; level++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // The first decoding must work; a later failure is a literal '%' in the address.
      return level > 0;
    }
    if (CONTROL.test(decoded)) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}
