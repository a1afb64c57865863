import { RequestError } from './errors.ts';
/**
 * Cross-site request forgery guard for browser requests (docs/decisions/060).
 *
 * A browser sends cookies and plain form posts to us from any site, so a state-changing request
 * that carries a cookie, or has a form content type, must come from our own pages: its Origin
 * (or, when a privacy setting drops it, its Referer) must be this site. A request authenticated by
 * `Authorization: Bearer` cannot be forged by another site (a browser never adds that header on
 * its own), so API clients that send no Origin are let through.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods that change nothing on the server. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** The refusal's message key (the site dictionary): what happened and what to do. */
export const crossSiteMessage = 'request.crossSite';

const originOf = (value: string | null): string | null => {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/** True when the request must be refused: unsafe, browser-like, and from none of `siteOrigins`. */
export function isCrossSiteWrite(request: Request, ...siteOrigins: string[]): boolean {
  if (isSafeMethod(request.method)) return false;
  const headers = request.headers;
  if (/^Bearer\s+\S+$/i.test(headers.get('authorization') ?? '')) return false;
  const type = (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const browserLike = FORM_TYPES.includes(type) || headers.has('cookie');
  if (!browserLike) return false;
  const from = originOf(headers.get('origin')) ?? originOf(headers.get('referer'));
  return !siteOrigins.includes(from ?? '');
}

/** The refusal of a write from another site: answered as every refusal is (the middleware). */
export const crossSiteRefusal = () => new RequestError(403, crossSiteMessage);
