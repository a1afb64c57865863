import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code is read on an old laptop and in a side-by-side diff: no line is longer than 120 characters.
// ESLint's max-len sees only TypeScript and an .astro file's frontmatter; this sees the markup,
// the stylesheets, the shell and nginx's configuration too. Characters, not bytes: a Telugu
// letter is one. Data (JSON, CSV) and Markdown, whose tables cannot wrap, are not code.
const LIMIT = 120;
const code = /\.(?:ts|tsx|astro|js|mjs|cjs|css|sh|conf|ya?ml)$/;
const scripts = new Set(['.ci/run']);

const root = join(import.meta.dirname, '..');
const notTheProject = new Set(['node_modules', 'dist', 'data', '.astro', '.git', 'tmp', 'test-results', 'public']);

function codeFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (notTheProject.has(entry.name) || entry.name.startsWith('.stryker')) return [];
    if (entry.isDirectory()) return codeFiles(path);
    return entry.isFile() && (code.test(path) || scripts.has(path)) ? [path] : [];
  });
}

describe('the length of a line of code', () => {
  const files = codeFiles('');

  it('is found in the code it checks', () => {
    expect(files).toContain('src/pages/index.astro');
    expect(files).toContain('deploy/nginx.conf');
    expect(files).toContain('.ci/run');
    expect(files.length).toBeGreaterThan(500);
  });

  it(`is at most ${LIMIT} characters`, () => {
    const long = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => ([...line].length > LIMIT ? [`${file}:${i + 1} (${[...line].length})`] : [])),
    );
    expect(long).toEqual([]);
  });
});
