export type Vars = Record<string, string | number>;

/**
 * `{name}` placeholders filled from vars; a placeholder without a value stays, so it is seen.
 * In a file of its own so that islands can use it without the dictionaries.
 */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
