import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getConfig } from '../config.ts';
import { siteDay } from '../time.ts';
import { batchedReader, readContentVersion } from './version.ts';

export interface KeptReadsOptions {
  /** Longest a read is kept even when nothing changed (a change made outside the site, by hand). */
  ttlMs: number;
  now?: () => number;
  day?: () => string;
}

/**
 * Reads that pages make of the content (the settings, the home page's cards, events and
 * activities), kept while the content version stays the one the request read, as kept pages are
 * (docs/decisions/080, 115): every change an administrator makes, through any instance, gives a
 * new version, so a change still shows at once everywhere. Also dropped at the centre's midnight
 * (what is upcoming depends on the day) and after `ttlMs`. A request that could not read the
 * version (the database away) reads as before. What is kept is shared between requests: callers
 * do not change it.
 *
 * A value kept under a version was read after that version was read, so after every change that
 * version stands for; a request still holding an older version puts its reads under that one.
 */
export class KeptReads {
  readonly #options: KeptReadsOptions;
  #version: string | undefined;
  #day = '';
  #since = 0;
  readonly #values = new Map<string, Promise<unknown>>();

  constructor(options: KeptReadsOptions) {
    this.#options = options;
  }

  read<V>(version: string | null | undefined, key: string, read: () => Promise<V>): Promise<V> {
    if (version === null || version === undefined) return read();
    const day = (this.#options.day ?? siteDay)();
    const now = (this.#options.now ?? Date.now)();
    if (version !== this.#version || day !== this.#day || now - this.#since > this.#options.ttlMs) {
      this.#values.clear();
      this.#version = version;
      this.#day = day;
      this.#since = now;
    }
    let value = this.#values.get(key) as Promise<V> | undefined;
    if (!value) {
      const reading = read();
      value = reading;
      this.#values.set(key, reading);
      // A failed read is not kept: the next request tries again.
      reading.catch(() => {
        if (this.#values.get(key) === reading) this.#values.delete(key);
      });
    }
    return value;
  }
}

let shared: KeptReads | undefined;

/**
 * `read()`, or what it gave for an earlier request under the same content version (the request's
 * `locals.contentVersion`, set by the middleware); kept as long as pages are, PAGE_CACHE_SECONDS.
 */
export function keptRead<V>(version: string | null | undefined, key: string, read: () => Promise<V>): Promise<V> {
  shared ??= new KeptReads({ ttlMs: getConfig().PAGE_CACHE_SECONDS * 1000 });
  return shared.read(version, key, read);
}

let versionReader: (() => Promise<string>) | undefined;

/** The content version now, for a request the page cache did not look up (one read for many at once). */
export function currentContentVersion(db: Kysely<Database>): Promise<string> {
  versionReader ??= batchedReader(() => readContentVersion(db));
  return versionReader();
}
