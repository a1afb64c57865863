import { dictionaryPairs, type Dictionary } from './dictionaries.ts';
import type { Lang } from './locale.ts';
import { interpolate, pluralKey, type Vars } from './interpolate.ts';

export { isLang, languages, localePath, splitLocale, type Lang } from './locale.ts';

const merged: Record<Lang, Dictionary> = {
  en: Object.assign({}, ...dictionaryPairs.map((p) => p.en)),
  te: Object.assign({}, ...dictionaryPairs.map((p) => p.te)),
};

export type { Vars } from './interpolate.ts';
export type T = (key: string, vars?: Vars) => string;

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

/** True for a key of the dictionaries, or a text with plural forms. */
export const hasKey = (key: string) => key in merged.en || `${key}.other` in merged.en;

/** A value stored in both languages, shown in Telugu where present. */
export const pick = (value: { en: string; te?: string }, lang: Lang) =>
  lang === 'te' && value.te ? value.te : value.en;
