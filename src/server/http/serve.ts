import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import send from 'send';
import { contentType } from 'mime-types';
import { log } from '../log.ts';
import { clientAddressOf, parseTrustedProxies } from './client-address.ts';
import { CACHE_HEADER, pageVariant, type PageCache } from '../page-cache/index.ts';
import { badAddressHtml } from './refusal.ts';
import { answerClientError, isValidHost, lingerOn } from './connections.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { answerKind, unavailableAnswer, type Translators } from './unavailable.ts';
import { chooseEncoding, compress, isCompressible } from './compression.ts';
import Negotiator from 'negotiator';
import { parseCookie } from 'cookie';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => unknown;

/** Hashed build assets never change; public media may be replaced under the same name. */
function cacheControl(urlPath: string) {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

/**
 * True for a built file the address names. `join` resolves '..' (decoded from %2e%2e), so a
 * path that leaves the client folder is not a file of the site, exists or not: answering it
 * differently would tell a visitor which files the server holds.
 */
function isSiteFile(clientDir: string, urlPath: string) {
  const path = join(clientDir, urlPath);
  return path.startsWith(join(clientDir, sep)) && isFile(path);
}

function isFile(path: string) {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
}

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

/**
 * The file to send for a built file: its precompressed twin (scripts/precompress.ts) when the
 * client accepts that encoding and the build made one, else the file itself.
 */
function fileToSend(clientDir: string, urlPath: string, acceptEncoding: string | string[] | undefined) {
  const type = contentType(urlPath.split('/').pop() ?? '') || undefined;
  if (!isCompressible(type)) return { path: urlPath };
  const encoding = chooseEncoding(acceptEncoding);
  const twin = encoding ? urlPath + SUFFIX[encoding] : undefined;
  return twin && isFile(join(clientDir, twin)) ? { path: twin, encoding, type } : { path: urlPath, vary: true };
}

const headerOf = (req: IncomingMessage) => (name: 'authorization' | 'cookie') => req.headers[name];

/**
 * A page kept for visitors without a session is written straight from memory, without Astro:
 * a hit costs one version read. A miss is handed on with the lookup, so the middleware does
 * not read the version again.
 */
async function answerFromCache(cache: PageCache, req: IncomingMessage, res: ServerResponse, locals: Record<string, unknown>): Promise<boolean> {
  // Resolved like Astro builds its URL (the base and the path joined), so '//x' stays a path.
  const raw = req.url ?? '/';
  if (!raw.startsWith('/')) return false;
  const url = new URL(`http://site${raw}`);
  if (!cache.accepts({ method: req.method ?? 'GET', header: headerOf(req) }, url.pathname, url.search)) return false;
  const found = await cache.lookup(url.pathname, url.search);
  if (!('page' in found)) {
    locals.pageCacheMiss = found;
    return false;
  }
  const variant = pageVariant(found.page, req.headers['accept-encoding']);
  const headers: Record<string, string> = Object.fromEntries(variant.headers);
  headers[CACHE_HEADER] = 'hit';
  headers['content-length'] = String(variant.body.byteLength);
  res.writeHead(200, headers);
  res.end(variant.body);
  return true;
}

/**
 * Signed-in visitors' pages from the page cache (docs/decisions/115), as the site makes them:
 * this server knows no sessions and no pages. `U` is whoever a session belongs to.
 */
export interface SignedInPages<U = unknown> {
  /** The session cookie's name. */
  cookie: string;
  /** Whose session `token` is, read from the database (never kept: a sign-out holds at once on every instance), or null. */
  userOf(token: string): Promise<U | null>;
  /** The kept page made `user`'s own (plain, or gzip), or null when it cannot be: it is then rendered. */
  pageFor(body: Uint8Array, pathname: string, user: U, encoding: 'gzip' | null): Uint8Array<ArrayBuffer> | null;
}

/** True when the client takes gzip: a signed-in page is then spliced, not compressed (brotli cannot be). */
const takesGzip = (acceptEncoding: string | string[] | undefined) =>
  Boolean(acceptEncoding) && new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(['gzip', 'identity']) === 'gzip';

/**
 * A signed-in visitor whose only cookie is the session gets the kept page with their own account
 * menu, private, without Astro. A page not kept yet or a session that is not valid goes on to
 * Astro, marked so that the middleware does not look again, and is rendered as before.
 */
async function answerSignedIn(cache: PageCache, signedIn: SignedInPages, req: IncomingMessage, res: ServerResponse, locals: Record<string, unknown>): Promise<boolean> {
  const raw = req.url ?? '/';
  if (!raw.startsWith('/')) return false;
  const url = new URL(`http://site${raw}`);
  if (!cache.acceptsSignedIn({ method: req.method ?? 'GET', header: headerOf(req) }, url.pathname, url.search, signedIn.cookie)) return false;
  // Parsed by the library Astro's cookies use, so the token reads as the middleware would read it.
  const token = parseCookie(req.headers.cookie ?? '')[signedIn.cookie];
  if (!token) return false;
  locals.signedInCacheTried = true;
  // Two independent reads: one round trip on PostgreSQL, not two.
  const [found, user] = await Promise.all([cache.lookup(url.pathname, url.search), signedIn.userOf(token)]);
  if (!('page' in found) || !user) return false;
  const acceptEncoding = req.headers['accept-encoding'];
  const gzip = takesGzip(acceptEncoding);
  let body = signedIn.pageFor(found.page.body, url.pathname, user, gzip ? 'gzip' : null);
  if (!body) return false;
  const headers: Record<string, string> = Object.fromEntries(found.page.headers);
  const encoding = gzip ? 'gzip' : chooseEncoding(acceptEncoding);
  if (encoding === 'br') body = await compress(body, 'br', 'fast');
  if (encoding) headers['content-encoding'] = encoding;
  headers['cache-control'] = 'private, no-store';
  headers[CACHE_HEADER] = 'hit';
  headers['content-length'] = String(body.byteLength);
  res.writeHead(200, headers);
  res.end(body);
  return true;
}

function answerUnavailable(req: IncomingMessage, res: ServerResponse, translators: Translators) {
  const [pathname = '/', search = ''] = (req.url ?? '/').split('?');
  const answer = unavailableAnswer(answerKind(pathname, search ? `?${search}` : ''), translators);
  if (!res.headersSent) res.writeHead(answer.status, answer.headers);
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

export interface SiteServerOptions {
  handler: Handler;
  clientDir: string;
  trustedProxies?: string;
  /** The page cache, once the database is ready; null when PAGE_CACHE=off. */
  pageCache?: () => PageCache | null;
  /**
   * False until the database is migrated and seeded: the server listens from the start, so a
   * start during a database outage answers 503 (files are still served) instead of nothing.
   */
  ready?: () => boolean;
  /** The site's translators, for the 503 answered before Astro is ready. */
  translators: Translators;
  /** Signed-in visitors from the page cache, once the database is ready. */
  signedIn?: () => SignedInPages | null;
}

export function createSiteServer(options: SiteServerOptions) {
  const trusted = parseTrustedProxies(options.trustedProxies);
  const server = http.createServer((req, res) => {
    // Astro reads the body through this iterator: a reader that stops at its limit then leaves
    // the request open (not destroyed), so the refusal can be sent and the rest dropped after it.
    Object.assign(req, { body: { [Symbol.asyncIterator]: () => req.iterator({ destroyOnReturn: false }) } });
    res.once('finish', () => lingerOn(req));
    {
      let urlPath: string;
      try {
        urlPath = decodeURI((req.url ?? '/').split('?')[0] ?? '/');
        // The site's address is built from Host: one that is not a host cannot be answered (nginx refuses it too).
        if (!isValidHost(req.headers.host) || !(req.url ?? '/').startsWith('/')) throw new URIError('not a host or a path');
      } catch {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(badAddressHtml);
        return;
      }
      if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && isSiteFile(options.clientDir, urlPath)) {
        const file = fileToSend(options.clientDir, urlPath, req.headers['accept-encoding']);
        if (file.encoding) {
          // Set before send() does, which would name the type after the .br or .gz.
          res.setHeader('content-type', file.type!);
          res.setHeader('content-encoding', file.encoding);
        }
        // A byte range of a compressed twin would be a range of other bytes than the file's.
        send(req, file.path, { root: options.clientDir, dotfiles: 'deny', index: false, cacheControl: false, acceptRanges: !file.encoding })
          .on('headers', (response: ServerResponse) => {
            response.setHeader('cache-control', cacheControl(urlPath));
            if (file.encoding || file.vary) response.setHeader('vary', 'Accept-Encoding');
            // A file is what its extension says; a browser must not guess a script out of it.
            response.setHeader('x-content-type-options', 'nosniff');
          })
          .on('error', () => {
            res.statusCode = 404;
            res.end();
          })
          .pipe(res);
        return;
      }
      // Astro believes X-Forwarded-For only with allowedDomains fixed at build time, and then the
      // leftmost entry, which the visitor writes; the address travels in locals instead.
      const locals: Record<string, unknown> = { clientAddress: clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted) };
      if (options.ready && !options.ready()) {
        answerUnavailable(req, res, options.translators);
        return;
      }
      const cache = options.pageCache?.();
      const answer = async () => {
        if (cache && req.method === 'GET' && (await answerFromCache(cache, req, res, locals))) return;
        const signedIn = options.signedIn?.();
        if (cache && signedIn && req.method === 'GET' && req.headers.cookie && (await answerSignedIn(cache, signedIn, req, res, locals))) return;
        await options.handler(req, res, undefined, locals);
      };
      answer().catch((error: unknown) => {
        if (error instanceof DatabaseUnavailable) return answerUnavailable(req, res, options.translators);
        // The path only: a query string may carry a reset code (/setpassword?token=...).
        log.error(`Could not answer ${req.method} ${urlPath}`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      });
    }
  });
  server.on('clientError', answerClientError);
  return server;
}

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      log.info(`Server listening on http://${host}:${actual}`);
      resolve();
    });
  });
}
