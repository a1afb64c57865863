import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { log } from '../log.ts';
import { siteDay } from '../time.ts';
import { policyForPage } from '../security-headers.ts';
import {
  cacheKey,
  isCacheableForSession,
  isCacheableRequest,
  isStorableResponse,
  MAX_PAGE_BYTES,
  type RequestLike,
} from './policy.ts';
import { PageStore, type CachedPage } from './store.ts';
import { chooseEncoding, compress, varyOnEncoding, type Encoding } from '../http/compression.ts';
import { bodyBytes, responseOf } from '../http/response-body.ts';
import { batchedReader, bumpContentVersion, readContentVersion } from './version.ts';

export { isAdminChange } from './policy.ts';
export type { CachedPage } from './store.ts';

export interface PageCacheOptions {
  maxBytes: number;
  maxEntries: number;
  /** Longest a page is kept even when nothing changed (a change made outside the site, by hand). */
  ttlMs: number;
  /** The paths of the pages that may be kept (without the language prefix). */
  pages: ReadonlySet<string>;
  now?: () => number;
  day?: () => string;
}

/** What a lookup found: the page to send, or where a page rendered now is kept and under which version. */
export type Lookup = { page: CachedPage } | Miss;
export interface Miss {
  key: string;
  /** Null while the database cannot be reached: a page rendered then is not kept. */
  version: string | null;
}

export const CACHE_HEADER = 'x-cache';

/**
 * Pages rendered for visitors without a session, kept in this process and dropped as soon as
 * the content version in the database changes (docs/decisions/080). Every anonymous request
 * reads the version, so an edit made through any instance shows at once on all of them.
 */
export class PageCache {
  readonly #store: PageStore;
  readonly #db: Kysely<Database>;
  readonly #options: PageCacheOptions;
  readonly #currentVersion: () => Promise<string>;
  #known: string | undefined;
  #refining = false;

  constructor(db: Kysely<Database>, options: PageCacheOptions) {
    this.#db = db;
    this.#options = options;
    this.#store = new PageStore({ maxBytes: options.maxBytes, maxEntries: options.maxEntries });
    this.#currentVersion = batchedReader(() => readContentVersion(db));
  }

  /** Whether this request may be answered from the cache (and its answer kept). */
  accepts(request: RequestLike, pathname: string, search: string): boolean {
    return isCacheableRequest(request, pathname, search, this.#options.pages);
  }

  /** Whether a signed-in visitor's request may be answered from a kept page (never kept from it). */
  acceptsSignedIn(request: RequestLike, pathname: string, search: string, sessionCookie: string): boolean {
    return isCacheableForSession(request, pathname, search, this.#options.pages, sessionCookie);
  }

  async lookup(pathname: string, search: string): Promise<Lookup> {
    const version = await this.#currentVersion().catch((error: unknown) => {
      if (error instanceof DatabaseUnavailable) return null;
      throw error;
    });
    if (version !== null && version !== this.#known) {
      this.#store.clear();
      this.#known = version;
    }
    const key = cacheKey(pathname, search, (this.#options.day ?? siteDay)());
    const page = this.#store.get(key);
    const now = (this.#options.now ?? Date.now)();
    // While the database is away, a page held is sent however old it is: the one a visitor
    // can still read. Everything else then answers 503.
    if (page && (version === null || now - page.storedAt <= this.#options.ttlMs)) {
      this.#refine(key, page);
      return { page };
    }
    if (page) this.#store.delete(key);
    return { key, version };
  }

  /**
   * Keeps the page when it may be kept and is still current: a page whose rendering overlapped
   * an edit belongs to the old version and is sent, not kept. It is compressed here, once, in
   * each encoding. Returns the response to send, in the encoding `acceptEncoding` asks for.
   */
  async keep(lookup: Miss, response: Response, acceptEncoding?: string | null): Promise<Response> {
    if (!isStorableResponse(response) || !response.body) {
      response.headers.set(CACHE_HEADER, 'miss');
      return response;
    }
    const body = await bodyBytes(response.body);
    const headers = new Headers(response.headers);
    headers.set('vary', varyOnEncoding(headers.get('vary')));
    headers.delete('content-length');
    const policy = headers.get('content-security-policy');
    if (policy && headers.get('content-type')?.startsWith('text/html'))
      headers.set('content-security-policy', policyForPage(policy, new TextDecoder().decode(body)));
    const page: CachedPage = {
      headers: [...headers],
      body,
      encoded: await compressAll(body),
      storedAt: (this.#options.now ?? Date.now)(),
    };
    if (lookup.version !== null && lookup.version === this.#known && body.byteLength <= MAX_PAGE_BYTES) {
      this.#store.set(lookup.key, page);
      this.#refine(lookup.key, page);
    }
    return pageResponse(page, acceptEncoding, 'miss');
  }

  /**
   * A kept page gets brotli's smallest encoding (the home page 14.4 → 13.1 KB, inside the first
   * round trip of a new connection: docs/decisions/116 and 117), made on the thread pool after the
   * answer, and put in place if the page is still the one kept: so the second visitor already has
   * it. One page at a time (about 65 ms for the home page): a page kept while another is being
   * made smaller keeps its first encoding until it is asked for again, so a crawler walking many
   * pages costs at most one compression at a time.
   */
  #refine(key: string, page: CachedPage): void {
    const kept = page.encoded.br;
    if (page.refined || this.#refining || !kept) return;
    page.refined = true;
    this.#refining = true;
    compress(page.body, 'br', 'best')
      .then((best) => {
        if (this.#store.peek(key) === page && best.byteLength < kept.byteLength)
          this.#store.set(key, { ...page, encoded: { ...page.encoded, br: best } });
      })
      .catch((error: unknown) => log.warn('Page cache: a page could not be compressed further', error))
      .finally(() => {
        this.#refining = false;
      });
  }

  /** After an administrator's change: a new version for every instance, and nothing kept here. */
  async contentChanged(): Promise<void> {
    const version = await bumpContentVersion(this.#db);
    this.#known = version;
    this.#store.clear();
  }
}

const ENCODINGS: Encoding[] = ['br', 'gzip'];

async function compressAll(body: Uint8Array): Promise<CachedPage['encoded']> {
  const encoded = await Promise.all(ENCODINGS.map((encoding) => compress(body, encoding, 'kept')));
  return Object.fromEntries(ENCODINGS.map((encoding, i) => [encoding, encoded[i]]));
}

/** The headers and bytes of a kept page for a client that sent `acceptEncoding`. */
export function pageVariant(
  page: CachedPage,
  acceptEncoding: string | string[] | null | undefined,
): { headers: [string, string][]; body: Uint8Array<ArrayBuffer> } {
  const encoding = chooseEncoding(acceptEncoding ?? undefined);
  const encoded = encoding ? page.encoded[encoding] : undefined;
  if (!encoding || !encoded) return { headers: page.headers, body: page.body };
  return { headers: [...page.headers, ['content-encoding', encoding]], body: encoded };
}

/** A kept page as a response: the headers it was sent with, marked as a hit (or the miss that kept it). */
export function pageResponse(page: CachedPage, acceptEncoding?: string | null, mark: 'hit' | 'miss' = 'hit'): Response {
  const variant = pageVariant(page, acceptEncoding);
  const headers = new Headers(variant.headers);
  headers.set(CACHE_HEADER, mark);
  headers.set('content-length', String(variant.body.byteLength));
  return responseOf(variant.body, { status: 200, headers });
}

let shared: PageCache | null | undefined;

/** The process's page cache, or null when PAGE_CACHE=off. */
export function getPageCache(
  db: Kysely<Database>,
  config: { PAGE_CACHE: 'on' | 'off'; PAGE_CACHE_MB: number; PAGE_CACHE_SECONDS: number },
  pages: ReadonlySet<string>,
): PageCache | null {
  if (shared === undefined) {
    const maxBytes = config.PAGE_CACHE_MB * 1024 * 1024;
    const ttlMs = config.PAGE_CACHE_SECONDS * 1000;
    shared = config.PAGE_CACHE === 'on' ? new PageCache(db, { maxBytes, maxEntries: 2000, ttlMs, pages }) : null;
  }
  return shared;
}
