import { dictionaryPairs, type Dictionary } from './dictionaries.ts';
import type { Lang } from './locale.ts';
import { interpolate, pluralKey, type Vars } from './interpolate.ts';
import type { KnownKey } from './keys.ts';

export { isLang, languages, localePath, splitLocale, type Lang } from './locale.ts';

const merged: Record<Lang, Dictionary> = {
  en: Object.assign({}, ...dictionaryPairs.map((p) => p.en)),
  te: Object.assign({}, ...dictionaryPairs.map((p) => p.te)),
};

export type { Vars } from './interpolate.ts';
/** Translates a key of the dictionaries (see KnownKey): a key nobody wrote fails the type check. */
export type T = <const K extends string>(key: K & KnownKey<K>, vars?: Vars) => string;

/** The text of a key in one dictionary; with a numeric `count`, its plural form (see pluralKey). */
function lookup(dictionary: Dictionary, lang: Lang, key: string, vars?: Vars): string | undefined {
  const count = vars?.count;
  return dictionary[typeof count === 'number' ? pluralKey((k) => k in dictionary, key, count, lang) : key];
}

/**
 * Looks a key up in the language, then in English; a missing key shows itself, so it is seen.
 * `t('gallery.photoCount', { count: 1 })` reads '1 photo', and 4 reads '4 photos'.
 */
export function createT(lang: Lang): T {
  return (key, vars) =>
    interpolate(lookup(merged[lang], lang, key, vars) ?? lookup(merged.en, 'en', key, vars) ?? key, vars);
}

/**
 * A key made at run time from a value the types do not narrow (a field name from a schema, a
 * slug from the database): looked up as it is, and shown as itself when missing. Saying so is
 * the only way past the key check, so each such place can be found.
 */
export const runtimeKey = (key: string): string => key;

/** True for a key of the dictionaries, or a text with plural forms. */
export const hasKey = (key: string) => key in merged.en || `${key}.other` in merged.en;

/** A value stored in both languages, shown in Telugu where present. */
export const pick = (value: { en: string; te?: string }, lang: Lang) =>
  lang === 'te' && value.te ? value.te : value.en;
