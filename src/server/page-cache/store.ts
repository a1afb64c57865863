import { LRUCache } from 'lru-cache';
import type { Encoding } from '../http/compression.ts';

/**
 * A page as it was sent: status 200 HTML, its headers (security headers included) and body,
 * and the body compressed once in each encoding the site offers.
 */
export interface CachedPage {
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  storedAt: number;
  /** Its brotli is being made smaller, or was (PageCache: a page asked for again). */
  refined?: boolean;
}

const sizeOf = (page: CachedPage) =>
  page.body.byteLength +
  Object.values(page.encoded).reduce((n, bytes) => n + bytes.byteLength, 0) +
  page.headers.reduce((n, [k, v]) => n + k.length + v.length, 0) +
  64;

/**
 * Least-recently-used pages, bounded by entries and by bytes, so a crawler walking every
 * `?date=` of the gallery cannot grow the process: the oldest pages simply fall out. The
 * bookkeeping is lru-cache's (docs/decisions/080); this names the page cache's limits.
 */
export class PageStore {
  readonly #pages: LRUCache<string, CachedPage>;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.#pages = new LRUCache({ max: limits.maxEntries, maxSize: limits.maxBytes, sizeCalculation: sizeOf });
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#pages.calculatedSize;
  }

  get(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  /** The page under `key`, without counting it as read. */
  peek(key: string): CachedPage | undefined {
    return this.#pages.peek(key);
  }

  /** Keeps the page; one larger than the whole byte limit is not kept (and replaces nothing). */
  set(key: string, page: CachedPage): void {
    if (sizeOf(page) > this.#pages.maxSize) return;
    this.#pages.set(key, page);
  }

  delete(key: string): void {
    this.#pages.delete(key);
  }

  clear(): void {
    this.#pages.clear();
  }
}
