import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../..');
const reader = 'server/http/body.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Reading a request's body in any of the ways the platform offers, outside the one reader. */
const directRead = new RegExp(
  [
    /\b(?:request|req|Astro\.request)\s*\.\s*(?:json|formData|text|arrayBuffer|blob|bytes)\s*\(/.source,
    /\b(?:request|Astro\.request)\s*\.\s*body\b/.source,
  ].join('|'),
);

describe('request bodies', () => {
  it('are read only through src/server/http/body.ts, which bounds every one', () => {
    const offenders = sources(src)
      .map((path) => relative(src, path))
      .filter((file) => file !== reader && directRead.test(readFileSync(join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
