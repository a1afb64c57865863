/** A text in both languages, as the editable pages keep every text. */
export interface Bilingual {
  en: string;
  te: string;
}

export const isBilingual = (value: unknown): value is Bilingual =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  typeof (value as Bilingual).en === 'string' &&
  typeof (value as Bilingual).te === 'string';

/**
 * Two texts of the same shape (the built-in English and Telugu) as one, with `{ en, te }` at
 * every string. Lists pair up by position; `skip` names keys left out.
 */
export function bothOf<T>(texts: { readonly en: unknown; readonly te: unknown }, skip: readonly string[] = []): T {
  const zip = (en: unknown, te: unknown): unknown => {
    if (typeof en === 'string') return { en, te: typeof te === 'string' ? te : '' };
    if (Array.isArray(en)) return en.map((item, i) => zip(item, Array.isArray(te) ? te[i] : undefined));
    if (en && typeof en === 'object') {
      const other = (te ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(en)
          .filter(([k]) => !skip.includes(k))
          .map(([k, v]) => [k, zip(v, other[k])]),
      );
    }
    return en;
  };
  return zip(texts.en, texts.te) as T;
}

/**
 * One text as a page shows it: Markdown in the page's language, or English marked as such while the Telugu is missing.
 */
export interface ShownText {
  markdown: string;
  lang?: 'en';
}

/** A page's texts in one language: every `{ en, te }` becomes the text to show. */
export type Shown<T> = T extends Bilingual
  ? ShownText
  : T extends readonly (infer U)[]
    ? Shown<U>[]
    : T extends object
      ? { [K in keyof T]: Shown<T[K]> }
      : T;

export function shownIn<T>(value: T, lang: 'en' | 'te'): Shown<T> {
  const pick = (v: unknown): unknown => {
    if (isBilingual(v))
      return lang === 'te' && v.te.trim() === '' ? { markdown: v.en, lang: 'en' } : { markdown: v[lang] };
    if (Array.isArray(v)) return v.map(pick);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, pick(x)]));
    return v;
  };
  return pick(value) as Shown<T>;
}

/** Where a page still lacks Telugu: the paths of its texts whose Telugu is blank. */
export function missingTelugu(value: unknown, path = ''): string[] {
  if (isBilingual(value)) return value.te.trim() === '' ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => missingTelugu(v, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => missingTelugu(v, path ? `${path}.${k}` : k));
  return [];
}
