import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import send from 'send';
import { log } from '../log.ts';
import { clientAddressOf, parseTrustedProxies } from './client-address.ts';
import { CACHE_HEADER, type PageCache } from '../page-cache/index.ts';
import { badAddressHtml } from './refusal.ts';
import { answerClientError, isValidHost, lingerOn } from './connections.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { answerKind, unavailableAnswer, type Translators } from './unavailable.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => unknown;

/** Hashed build assets never change; public media may be replaced under the same name. */
function cacheControl(urlPath: string) {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=86400, stale-while-revalidate=604800';
}

function isFile(path: string) {
  try {
    return existsSync(path) && statSync(path).isFile();
  } catch {
    return false;
  }
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
  const headers: Record<string, string> = Object.fromEntries(found.page.headers);
  headers[CACHE_HEADER] = 'hit';
  headers['content-length'] = String(found.page.body.byteLength);
  res.writeHead(200, headers);
  res.end(found.page.body);
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
}

export function createSiteServer(options: SiteServerOptions) {
  const trusted = parseTrustedProxies(options.trustedProxies);
  // Compression is left to the reverse proxy (docs/deploy.md): Astro's streamed responses and
  // the compression middleware did not end their bodies together.
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
      if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && isFile(join(options.clientDir, urlPath))) {
        send(req, urlPath, { root: options.clientDir, dotfiles: 'deny', index: false, cacheControl: false })
          .on('headers', (response: ServerResponse) => {
            response.setHeader('cache-control', cacheControl(urlPath));
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
