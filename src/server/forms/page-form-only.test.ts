import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 165: a page's own form post goes through pageForm, so every form keeps what was typed,
// shows a message per field and answers a refusal with its status. A page handler that reads a
// body itself skips all of that. The API handlers answer JSON and read their bodies themselves;
// src/server holds the readers. A page with several forms may read the fields once (to tell its
// forms apart by intent) and hand them to pageForm: a file passes when it hands the fields to
// pageForm at least as often as it reads a body.
const root = join(import.meta.dirname, '../../..');
const readsBody = /\b(?:readFields|readBody|readLimitedForm)\(|\brequest\.formData\(/g;
const handsFields = /\bpageForm(?:<[^>]*>)?\(\s*context,\s*\{\s*fields\b/g;
const apiHandler = /(?:^|\/|-)api\.ts$/;

// The page handlers still reading their own bodies, each with why; a converted one leaves the list.
const notYet = new Map<string, string>([
  ['src/features/bookings/find-forms.ts', "postFind, the API's handler (JSON), kept beside its form"],
]);

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return path === 'src/server' ? [] : sources(path);
    return /\.(?:ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const pageHandlers = sources('src').filter((file) => !apiHandler.test(file));
const readsItself = (text: string) => (text.match(readsBody)?.length ?? 0) > (text.match(handsFields)?.length ?? 0);
const fileReadsItself = (file: string) => readsItself(readFileSync(join(root, file), 'utf8'));

describe('page forms', () => {
  it('read their bodies through pageForm, but for the few not yet converted', () => {
    const offenders = pageHandlers.filter(fileReadsItself).filter((file) => !notYet.has(file));
    expect(offenders).toEqual([]);
  });

  it('keep the list of those not yet converted true: a converted one leaves it', () => {
    const stale = [...notYet.keys()].filter((file) => !pageHandlers.includes(file) || !fileReadsItself(file));
    expect(stale).toEqual([]);
  });

  it('would catch a page handler that reads its body itself', () => {
    expect(readsItself('const body = await readFields(context.request);')).toBe(true);
    expect(readsItself('const form = await context.request.formData();')).toBe(true);
    const handed = 'const fields = await readFields(context.request);\npageForm(context, { fields, schema, act });';
    expect(readsItself(handed)).toBe(false);
    expect(readsItself(`${handed}\nconst body = await readBody(context.request);`)).toBe(true);
    expect(apiHandler.test('src/features/bookings/admin-api.ts')).toBe(true);
    expect(apiHandler.test('src/features/bookings/forms.ts')).toBe(false);
  });
});
