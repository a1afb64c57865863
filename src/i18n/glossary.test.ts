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

/** The Telugu the site shows outside the dictionaries: page texts, the vaastu tables, demo content. */
function sourceTexts(): Array<{ where: string; text: string }> {
  const content = join(src, 'features/page-texts/content');
  const files = [
    ...readdirSync(content)
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
      .map((n) => join(content, n)),
    join(src, 'features/vaastu/ayadi-tables.ts'),
    join(src, 'features/vaastu/converter.ts'),
    ...['events', 'puja-cards', 'activities', 'gallery'].map((f) => join(src, `features/${f}/demo.ts`)),
  ];
  return files.map((file) => ({ where: relative(src, file), text: readFileSync(file, 'utf8') }));
}

const texts = [...dictionaryPairs.flatMap((pair) => Object.entries(pair.te).map(([key, text]) => ({ where: `${pair.name} te.json ${key}`, text }))), ...sourceTexts()];

describe('the Telugu glossary (src/i18n/glossary.md)', () => {
  const words = replacedWords();

  it('names the words it replaces', () => {
    expect(words.length).toBeGreaterThan(30);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['గ్యాలరీ', 'కేంద్ర', 'మరియు', 'బడింది', 'ఐచ్ఛికం']));
  });

  it('is followed by every dictionary, page text, vaastu table and demo text', () => {
    const found = texts.flatMap(({ where, text }) => words.filter(({ word }) => text.includes(word)).map(({ word, use }) => `${where}: '${word}' (use ${use})`));
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
