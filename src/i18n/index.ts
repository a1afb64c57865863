import { dictionaryPairs, type Dictionary } from './dictionaries.ts';
import type { Lang } from './locale.ts';

export { defaultLang, isLang, languages, localePath, splitLocale, type Lang } from './locale.ts';

const merged: Record<Lang, Dictionary> = {
  en: Object.assign({}, ...dictionaryPairs.map((p) => p.en)),
  te: Object.assign({}, ...dictionaryPairs.map((p) => p.te)),
};

export type Vars = Record<string, string | number>;
export type T = (key: string, vars?: Vars) => string;

function interpolate(text: string, vars?: Vars) {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Looks a key up in the language, then in English; a missing key shows itself, so it is seen. */
export function createT(lang: Lang): T {
  return (key, vars) => interpolate(merged[lang][key] ?? merged.en[key] ?? key, vars);
}

export const hasKey = (key: string) => key in merged.en;

/** A value stored in both languages, shown in Telugu where present. */
export const pick = (value: { en: string; te?: string }, lang: Lang) => (lang === 'te' && value.te ? value.te : value.en);
