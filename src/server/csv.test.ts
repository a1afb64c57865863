import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '#tests/support/csv.ts';
import { spreadsheetCsv } from './csv.ts';

const cells = (row: Parameters<typeof spreadsheetCsv>[0][number]) => parseCsv(spreadsheetCsv([row]))[0];

describe('spreadsheetCsv', () => {
  it.each([
    ['=', '=HYPERLINK("http://x","click")'],
    ['+', '+91 98480 12345'],
    ['-', "-2+3+cmd|' /C calc'!A0"],
    ['@', '@SUM(A1:A9)'],
    ['a tab', '\t=1+1'],
    ['a carriage return', '\r=1+1'],
    ['a full-width =', '＝1+1'],
  ])('writes text beginning with %s as text, behind a single quote', (_, text) => {
    expect(cells([text])).toEqual([`'${text}`]);
  });

  it('leaves other text as it is, including Telugu and quotes', () => {
    // prettier-ignore
    const row = [
      'Venkata Subbaiah', '4 Car Street, Ongole', 'సీతా రామయ్య', 'He said "namaste"', ' =not first', 'a=b', '',
    ];
    expect(cells(row)).toEqual(row);
  });

  it('writes numbers as numbers, a negative one too; text that looks negative is still text', () => {
    expect(cells([-500, 1500.5, 0, '-500'])).toEqual(['-500', '1500.5', '0', "'-500"]);
  });

  it('keeps a line break inside its cell, however it is written', () => {
    const row = ['12 Temple Street\nOngole', 'one\rtwo', 'three\r\nfour', 'last'];
    const text = spreadsheetCsv([row, ['second row']]);
    expect(parseCsv(text)).toEqual([row, ['second row']]);
  });

  it('starts with a UTF-8 byte-order mark and ends each line in CRLF', () => {
    expect(
      spreadsheetCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('\uFEFFa,b\r\nc,d\r\n');
  });
});

describe('every CSV the site writes', () => {
  it('goes through spreadsheetCsv: no other module uses csv-stringify', () => {
    const root = join(import.meta.dirname, '../..');
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.(ts|tsx|astro|mjs|js)$/.test(entry.name) ? [path] : [];
      });
    const users = ['src', 'scripts']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => /from ['"]csv-stringify/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(users).toEqual(['src/server/csv.ts']);
  });
});
