import { dictionaryPairs, type Dictionary } from './dictionaries.ts';
import type { Lang } from './locale.ts';
import { interpolate, type Vars } from './interpolate.ts';

export { defaultLang, isLang, languages, localePath, splitLocale, type Lang } from './locale.ts';

const merged: Record<Lang, Dictionary> = {
  en: Object.assign({}, ...dictionaryPairs.map((p) => p.en)),
  te: Object.assign({}, ...dictionaryPairs.map((p) => p.te)),
};

export type { Vars } from './interpolate.ts';
export type T = (key: string, vars?: Vars) => string;

/** Looks a key up in the language, then in English; a missing key shows itself, so it is seen. */
export function createT(lang: Lang): T {
  return (key, vars) => interpolate(merged[lang][key] ?? merged.en[key] ?? key, vars);
}

export const hasKey = (key: string) => key in merged.en;

/** A value stored in both languages, shown in Telugu where present. */
export const pick = (value: { en: string; te?: string }, lang: Lang) => (lang === 'te' && value.te ? value.te : value.en);
