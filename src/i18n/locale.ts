/**
 * The languages and how they show in a path. Kept apart from the dictionaries (JSON), so that
 * server code that runs outside Astro's bundle, such as the page cache, can use the same rules.
 */
export const languages = ['en', 'te'] as const;
export type Lang = (typeof languages)[number];

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'te';

/** The path of a page in a language: English at the plain paths, Telugu under /te. */
export function localePath(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return clean;
  return clean === '/' ? '/te' : `/te${clean}`;
}

/** Splits a request path into its language and its English path. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/te' || pathname.startsWith('/te/')) return { lang: 'te', path: pathname.slice(3) || '/' };
  return { lang: 'en', path: pathname || '/' };
}
