import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryPairs } from './dictionaries.ts';
import { createT, hasKey, localePath, splitLocale } from './index.ts';

const src = join(import.meta.dirname, '..');

function files(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, match);
    return match(name) ? [path] : [];
  });
}

describe('dictionaries', () => {
  it.each(dictionaryPairs.map((p) => [p.name, p] as const))('%s has the same keys in Telugu and English', (_, pair) => {
    const onlyEn = Object.keys(pair.en).filter((k) => !(k in pair.te));
    const onlyTe = Object.keys(pair.te).filter((k) => !(k in pair.en));
    expect({ onlyEn, onlyTe }).toEqual({ onlyEn: [], onlyTe: [] });
  });

  it('has no empty text in either language', () => {
    const empty = dictionaryPairs.flatMap((p) =>
      (['en', 'te'] as const).flatMap((lang) => Object.entries(p[lang]).filter(([, v]) => !v.trim()).map(([k]) => `${lang}:${k}`)),
    );
    expect(empty).toEqual([]);
  });

  it('registers every en.json/te.json pair in the source tree', () => {
    const found = files(src, (n) => n === 'en.json').map((p) => relative(src, p));
    expect(found.length).toBe(dictionaryPairs.length);
    for (const path of found) expect(statSync(join(src, path.replace(/en\.json$/, 'te.json'))).isFile()).toBe(true);
  });

  it('knows every key the code asks for with a literal t("...")', () => {
    const sources = files(src, (n) => /\.(tsx?|astro)$/.test(n) && !n.endsWith('.test.ts') && !n.endsWith('.test.tsx'));
    const missing = new Set<string>();
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        if (!hasKey(match[1]!)) missing.add(`${relative(src, file)}: ${match[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});

describe('t()', () => {
  it('fills placeholders and falls back to English', () => {
    expect(createT('en')('footer.copyright', { name: 'X' })).toBe('© 2024 X. All rights reserved.');
    expect(createT('te')('nav.home')).toBe('ముఖపుట');
    expect(createT('te')('no.such.key')).toBe('no.such.key');
  });
});

describe('language paths', () => {
  it('puts Telugu under /te and English at the spec paths', () => {
    expect(localePath('en', '/aboutus')).toBe('/aboutus');
    expect(localePath('te', '/aboutus')).toBe('/te/aboutus');
    expect(localePath('te', '/')).toBe('/te');
    expect(splitLocale('/te/events/upcomingevents')).toEqual({ lang: 'te', path: '/events/upcomingevents' });
    expect(splitLocale('/te')).toEqual({ lang: 'te', path: '/' });
    expect(splitLocale('/terms&conditions')).toEqual({ lang: 'en', path: '/terms&conditions' });
  });
});
