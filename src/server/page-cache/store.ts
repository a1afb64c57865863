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
  page.body.byteLength + Object.values(page.encoded).reduce((n, bytes) => n + bytes.byteLength, 0) + page.headers.reduce((n, [k, v]) => n + k.length + v.length, 0) + 64;

/**
 * Least-recently-used pages, bounded by entries and by bytes, so a crawler walking every
 * `?date=` of the gallery cannot grow the process: the oldest pages simply fall out.
 * A Map keeps insertion order; reading a page moves it to the end.
 */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.#maxEntries = limits.maxEntries;
    this.#maxBytes = limits.maxBytes;
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return page;
  }

  /** The page under `key`, without counting it as read. */
  peek(key: string): CachedPage | undefined {
    return this.#pages.get(key);
  }

  set(key: string, page: CachedPage): void {
    const size = sizeOf(page);
    if (size > this.#maxBytes) return;
    this.delete(key);
    this.#pages.set(key, page);
    this.#bytes += size;
    for (const [oldest, old] of this.#pages) {
      if (this.#pages.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}
