import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import { parseCookie } from 'cookie';
import type { Database } from '#src/server/db/schema.ts';
import type { Config } from '#src/server/config.ts';
import { CACHE_HEADER, getPageCache, pageVariant, type PageCache } from '#src/server/page-cache/index.ts';
import { chooseEncoding } from '#src/server/http/compression.ts';
import type { AnswerBeforeAstro } from '#src/server/http/serve.ts';
import { splitLocale } from '#src/i18n/index.ts';
import { accountMenuHtml, cacheablePages } from '#src/features/site/service.ts';
import { userOfToken, sessionCookieName } from '#src/features/auth/service.ts';
import { SignedInPages } from './signed-in-pages.ts';

type Locals = Record<string, unknown>;
const asked = (req: IncomingMessage) => ({
  method: req.method ?? 'GET',
  header: (name: 'authorization' | 'cookie') => req.headers[name],
});

/** The address as Astro resolves it (the base and the path joined), so '//x' stays a path; null for no path. */
function urlOf(req: IncomingMessage): URL | null {
  const raw = req.url ?? '/';
  return raw.startsWith('/') ? new URL(`http://site${raw}`) : null;
}

function send(res: ServerResponse, headers: Record<string, string>, body: Uint8Array) {
  headers[CACHE_HEADER] = 'hit';
  headers['content-length'] = String(body.byteLength);
  res.writeHead(200, headers);
  res.end(body);
}

/**
 * A visitor without a session: the kept page, compressed once when kept. A miss is handed on
 * with the lookup, so the middleware keeps what Astro renders without reading the version again.
 */
async function answerAnonymous(cache: PageCache, req: IncomingMessage, res: ServerResponse, url: URL, locals: Locals) {
  if (!cache.accepts(asked(req), url.pathname, url.search)) return false;
  const found = await cache.lookup(url.pathname, url.search);
  if (!('page' in found)) {
    locals.pageCacheMiss = found;
    return false;
  }
  const variant = pageVariant(found.page, req.headers['accept-encoding']);
  send(res, Object.fromEntries(variant.headers), variant.body);
  return true;
}

/**
 * A signed-in visitor whose only cookie is the session: the kept page with their own account
 * menu, private, compressed for them at the fast level, or as made for them before (SignedInPages).
 * Not kept yet, or a session that is not valid: rendered by Astro as usual.
 */
type Db = Kysely<Database>;

async function answerSignedIn(
  cache: PageCache,
  made: SignedInPages,
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const cookie = sessionCookieName();
  if (!cache.acceptsSignedIn(asked(req), url.pathname, url.search, cookie)) return false;
  // Parsed by the library Astro's cookies use, so the token reads as the middleware would read it.
  const token = parseCookie(req.headers.cookie ?? '')[cookie];
  if (!token) return false;
  // Two independent reads: one round trip on PostgreSQL, not two.
  const [found, user] = await Promise.all([cache.lookup(url.pathname, url.search), userOfToken(db, token)]);
  if (!('page' in found) || !user) return false;
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const page = await made.made(found.page, accountMenuHtml(splitLocale(url.pathname).lang, user), encoding);
  if (!page) return false;
  const headers: Record<string, string> = Object.fromEntries(found.page.headers);
  headers['cache-control'] = 'private, no-store';
  if (encoding) headers['content-encoding'] = encoding;
  send(res, headers, page);
  return true;
}

/**
 * The one place kept pages are answered, before Astro: under `npm start` by src/server/http/serve.ts,
 * under `npm run dev` by the dev server (astro.config.mjs). Null when PAGE_CACHE=off.
 */
export function keptPages(db: Kysely<Database>, config: Config): AnswerBeforeAstro | null {
  const cache = getPageCache(db, config, cacheablePages);
  if (!cache) return null;
  // A quarter of the kept pages' bytes: the signed-in are the few, the kept pages serve everyone.
  const made = new SignedInPages((config.PAGE_CACHE_MB * 1024 * 1024) / 4);
  return async (req, res, locals) => {
    const url = req.method === 'GET' ? urlOf(req) : null;
    if (!url) return false;
    if (await answerAnonymous(cache, req, res, url, locals)) return true;
    return Boolean(req.headers.cookie) && (await answerSignedIn(cache, made, db, req, res, url));
  };
}
