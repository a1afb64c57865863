import { dictionaryPairs, type Dictionary } from './dictionaries.ts';

export const languages = ['en', 'te'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'te';

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

/** The path of a page in a language: English at the spec's paths, Telugu under /te. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return clean;
  return clean === '/' ? '/te' : `/te${clean}`;
}

/** Splits a request path into its language and the spec's path. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/te' || pathname.startsWith('/te/')) return { lang: 'te', path: pathname.slice(3) || '/' };
  return { lang: 'en', path: pathname || '/' };
}

/** A value stored in both languages, shown in Telugu where present. */
export const pick = (value: { en: string; te?: string }, lang: Lang) => (lang === 'te' && value.te ? value.te : value.en);
