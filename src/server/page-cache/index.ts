import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import { siteDay } from '../time.ts';
import { cacheKey, isCacheableRequest, isStorableResponse, MAX_PAGE_BYTES, type RequestLike } from './policy.ts';
import { PageStore, type CachedPage } from './store.ts';
import { batchedReader, bumpContentVersion, readContentVersion } from './version.ts';

export { isAdminChange } from './policy.ts';

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
    if (page && (version === null || now - page.storedAt <= this.#options.ttlMs)) return { page };
    if (page) this.#store.delete(key);
    return { key, version };
  }

  /**
   * Keeps the page when it may be kept and is still current: a page whose rendering overlapped
   * an edit belongs to the old version and is sent, not kept. Returns the response to send.
   */
  async keep(lookup: Miss, response: Response): Promise<Response> {
    if (!isStorableResponse(response) || !response.body) {
      response.headers.set(CACHE_HEADER, 'miss');
      return response;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set(CACHE_HEADER, 'miss');
    if (lookup.version !== null && lookup.version === this.#known && body.byteLength <= MAX_PAGE_BYTES) {
      const kept: CachedPage = { headers: [...response.headers], body, storedAt: (this.#options.now ?? Date.now)() };
      this.#store.set(lookup.key, kept);
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }

  /** After an administrator's change: a new version for every instance, and nothing kept here. */
  async contentChanged(): Promise<void> {
    const version = await bumpContentVersion(this.#db);
    this.#known = version;
    this.#store.clear();
  }
}

/** A kept page as a response: the headers it was sent with, marked as a hit. */
export function pageResponse(page: CachedPage): Response {
  const headers = new Headers(page.headers);
  headers.set(CACHE_HEADER, 'hit');
  return new Response(page.body, { status: 200, headers });
}

// This module is loaded twice in one process: by the HTTP server (scripts/start.ts) and inside
// Astro's bundle (the middleware). Both must use the same pages and the same known version.
const SHARED = Symbol.for('peetam.page-cache');
const holder = globalThis as { [SHARED]?: PageCache | null };

/** The process's page cache, or null when PAGE_CACHE=off. */
export function getPageCache(
  db: Kysely<Database>,
  config: { PAGE_CACHE: 'on' | 'off'; PAGE_CACHE_MB: number; PAGE_CACHE_SECONDS: number },
  pages: ReadonlySet<string>,
): PageCache | null {
  if (holder[SHARED] === undefined) {
    holder[SHARED] =
      config.PAGE_CACHE === 'on' ? new PageCache(db, { maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, maxEntries: 2000, ttlMs: config.PAGE_CACHE_SECONDS * 1000, pages }) : null;
  }
  return holder[SHARED];
}
