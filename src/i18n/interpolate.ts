export type Vars = Record<string, string | number>;

/**
 * `{name}` placeholders filled from vars; a placeholder without a value stays, so it is seen.
 * In a file of its own so that islands can use it without the dictionaries.
 */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const rules = new Map<string, Intl.PluralRules>();
const pluralRules = (lang: string) => rules.get(lang) ?? rules.set(lang, new Intl.PluralRules(lang)).get(lang)!;

/**
 * The key holding the right form for `count`. A text that varies with a count keeps its forms
 * under the plural categories of Intl.PluralRules: `gallery.photoCount.one` ('{count} photo')
 * and `gallery.photoCount.other` ('{count} photos'); English and Telugu both have these two.
 * A key without forms is itself.
 */
export function pluralKey(has: (key: string) => boolean, key: string, count: number, lang: string): string {
  if (!has(`${key}.other`)) return key;
  const form = `${key}.${pluralRules(lang).select(count)}`;
  return has(form) ? form : `${key}.other`;
}

/** The text for `count` among an island's strings, filled in with `count` and any other vars. */
export function pluralText(
  texts: Record<string, string>,
  key: string,
  count: number,
  lang: string,
  vars: Vars = {},
): string {
  const found = pluralKey((k) => k in texts, key, count, lang);
  return interpolate(texts[found] ?? key, { count, ...vars });
}
