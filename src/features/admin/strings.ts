import adminEn from './i18n/en.json' with { type: 'json' };
import type { T } from '#src/i18n/index.ts';

export type AdminStrings = Record<string, string>;

/**
 * The admin islands' strings in the page's language, chosen by key prefix, so an island gets
 * only what it shows (islands never import the dictionaries themselves).
 */
export function adminStrings(t: T, prefixes: string[]): AdminStrings {
  const keys = Object.keys(adminEn).filter((k) => prefixes.some((p) => k.startsWith(p)));
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}
