import { LRUCache } from 'lru-cache';
import type { CachedPage } from '#src/server/page-cache/index.ts';
import { compress, type Encoding } from '#src/server/http/compression.ts';
import { withMenuHtml } from '#src/features/site/service.ts';

/**
 * Kept pages as made for signed-in visitors, compressed: a visitor who asks again for a page (a
 * reload, the way back to the home page, the office's staff moving about the site all day) gets the
 * bytes made the first time, where making them costs a compression per request (about 0.3 ms of CPU
 * for the home page, more than the rest of the answer together).
 *
 * The key is everything the bytes are made of: the kept page, the encoding and the menu's own HTML
 * (name, e-mail, role, language). An entry can only be sent where the same bytes would be made, so
 * no visitor is ever sent another's menu. A page kept again (a new content version) has a new key;
 * its old entries fall out as least recently used.
 */
export class SignedInPages {
  readonly #pages: LRUCache<string, Uint8Array<ArrayBuffer>>;
  readonly #ids = new WeakMap<CachedPage, number>();
  #nextId = 0;

  constructor(maxBytes: number) {
    this.#pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (bytes, key) => bytes.byteLength + key.length });
  }

  get bytes() {
    return this.#pages.calculatedSize;
  }

  /** The kept page with `menu` in place of the Login button, encoded; null when it has no such button. */
  async made(page: CachedPage, menu: string, encoding: Encoding | null): Promise<Uint8Array<ArrayBuffer> | null> {
    const key = `${this.#idOf(page)}\n${encoding ?? 'identity'}\n${menu}`;
    const kept = this.#pages.get(key);
    if (kept) return kept;
    const plain = withMenuHtml(page.body, menu);
    if (!plain) return null;
    const body = encoding ? await compress(plain, encoding, 'fast') : plain;
    this.#pages.set(key, body);
    return body;
  }

  #idOf(page: CachedPage) {
    let id = this.#ids.get(page);
    if (id === undefined) this.#ids.set(page, (id = this.#nextId++));
    return id;
  }
}
