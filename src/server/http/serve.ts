import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import send from 'send';
import { contentType } from 'mime-types';
import { log } from '../log.ts';
import { clientAddressOf, parseTrustedProxies } from './client-address.ts';
import { badAddressHtml } from './refusal.ts';
import { answerClientError, isValidHost, lingerOn } from './connections.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { answerKind, unavailableAnswer, type Translators } from './unavailable.ts';
import { chooseEncoding, isCompressible } from './compression.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => unknown;

/** Answers a request without Astro when it can (true), else leaves it, and may leave `locals` for Astro. */
export interface AnswerBeforeAstro {
  (req: IncomingMessage, res: ServerResponse, locals: Record<string, unknown>): Promise<boolean>;
}

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
  // Every built file's name has an extension and no page's address has one: a page is answered
  // without asking the disk, which cost a signed-in page a twentieth of its time.
  if (!urlPath.slice(urlPath.lastIndexOf('/') + 1).includes('.')) return false;
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
  /** The kept pages (src/app/kept-pages.ts), once the database is ready; null when PAGE_CACHE=off. */
  keptPages?: () => AnswerBeforeAstro | null;
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
        if (!isValidHost(req.headers.host) || !(req.url ?? '/').startsWith('/'))
          throw new URIError('not a host or a path');
      } catch {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(badAddressHtml);
        return;
      }
      if (
        (req.method === 'GET' || req.method === 'HEAD') &&
        urlPath !== '/' &&
        isSiteFile(options.clientDir, urlPath)
      ) {
        const file = fileToSend(options.clientDir, urlPath, req.headers['accept-encoding']);
        if (file.encoding) {
          // Set before send() does, which would name the type after the .br or .gz.
          res.setHeader('content-type', file.type!);
          res.setHeader('content-encoding', file.encoding);
        }
        // A byte range of a compressed twin would be a range of other bytes than the file's.
        send(req, file.path, {
          root: options.clientDir,
          dotfiles: 'deny',
          index: false,
          cacheControl: false,
          acceptRanges: !file.encoding,
        })
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
      const locals: Record<string, unknown> = {
        clientAddress: clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted),
      };
      if (options.ready && !options.ready()) {
        answerUnavailable(req, res, options.translators);
        return;
      }
      const keptPages = options.keptPages?.();
      const answer = async () => {
        if (keptPages && (await keptPages(req, res, locals))) return;
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
