import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryPairs } from './dictionaries.ts';

const src = join(import.meta.dirname, '..');
const glossary = readFileSync(join(import.meta.dirname, 'glossary.md'), 'utf8');

/** The words of the glossary's 'Not' column: every backticked word in the third cell of a row. */
function replacedWords(): Array<{ word: string; use: string }> {
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('|---'))
    .flatMap((line) => {
      const [, , use = '', not = ''] = line.split('|').map((cell) => cell.trim());
      return [...not.matchAll(/`([^`]+)`/g)].map((m) => ({ word: m[1]!, use }));
    });
}

const telugu = /[\u0C00-\u0C7F]/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * The Telugu the site holds outside the dictionaries, found by its letters rather than listed, so
 * a new file is read as soon as it holds Telugu: page texts, settings defaults, e-mail texts,
 * demo content, the vaastu tables, styles, and the pictures' alt texts (scripts/media). Tests are
 * left out: they quote wrong words on purpose; so are the dictionaries (read key by key below)
 * and this glossary.
 */
function sourceTexts(): Array<{ where: string; text: string }> {
  const shipped = (path: string) => /\.(ts|tsx|astro|css)$/.test(path) && !/\.test\.tsx?$/.test(path);
  const files = [...filesUnder(src).filter(shipped), join(src, '../scripts/media/catalog.ts')];
  const read = files.map((file) => ({ where: relative(src, file), text: readFileSync(file, 'utf8') }));
  return read.filter(({ text }) => telugu.test(text));
}

const dictionaryTexts = dictionaryPairs.flatMap((pair) =>
  (['te', 'en'] as const).flatMap((lang) =>
    Object.entries(pair[lang])
      .filter(([, text]) => lang === 'te' || telugu.test(text))
      .map(([key, text]) => ({ where: `${pair.name} ${lang}.json ${key}`, text })),
  ),
);
const texts = [...dictionaryTexts, ...sourceTexts()];

describe('the Telugu glossary (src/i18n/glossary.md)', () => {
  const words = replacedWords();

  it('names the words it replaces', () => {
    expect(words.length).toBeGreaterThan(30);
    // prettier-ignore
    expect(words.map((w) => w.word)).toEqual(
      expect.arrayContaining(['గ్యాలరీ', 'కేంద్ర', 'మరియు', 'బడింది', 'ఐచ్ఛికం']),
    );
  });

  it('reads every file of the site that holds Telugu', () => {
    const read = sourceTexts().map((t) => t.where);
    expect(read).toEqual(
      expect.arrayContaining([
        'features/page-texts/content/policies.ts',
        'features/settings/sections/founder.ts',
        'features/settings/sections/about.ts',
        'features/vaastu/ayadi-tables.ts',
        'features/events/demo.ts',
        'server/validation/india-states.ts',
        '../scripts/media/catalog.ts',
      ]),
    );
  });

  it('is followed by every dictionary, page text, settings default, e-mail text, vaastu table and demo text', () => {
    const found = texts.flatMap(({ where, text }) =>
      words.filter(({ word }) => text.includes(word)).map(({ word, use }) => `${where}: '${word}' (use ${use})`),
    );
    expect(found).toEqual([]);
  });

  it('gives the same thing the same name in the navigation, the admin and the footer', () => {
    const te = Object.assign({}, ...dictionaryPairs.map((p) => p.te)) as Record<string, string>;
    expect(te['nav.gallery']).toBe('చిత్రమాలిక');
    expect(te['admin.nav.gallery']).toBe('చిత్రమాలిక');
    expect(te['nav.activities']).toBe('సేవా కార్యక్రమాలు');
    expect(te['admin.nav.activities']).toBe('సేవా కార్యక్రమాలు');
    expect(te['nav.events']).toBe('కార్యక్రమాలు');
    expect(te['admin.nav.inquiries']).toBe('సందేశాలు');
    expect(te['site.login']).toBe('లాగిన్');
    expect(te['auth.logout']).toBe('లాగౌట్');
    expect(te['pages.pujalu.tab.daily']).toBe('నిత్య పూజలు');
  });
});
