import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFiles, projectRoot } from './project-files.ts';

// Code and docs are read on an old laptop and in a side-by-side diff: no line is longer than 120
// characters. ESLint's max-len sees only TypeScript and an .astro file's frontmatter; this sees the
// markup, the stylesheets, the shell, nginx's configuration and the Markdown too (a table whose rows
// would not fit is written as a list). Characters, not bytes: a Telugu letter is one. Data (JSON,
// CSV) is not read by people line by line.
const LIMIT = 120;
const code = /\.(?:ts|tsx|astro|js|mjs|cjs|css|sh|conf|ya?ml|md)$/;
const scripts = new Set(['.ci/run']);

// public/ holds what the browser is sent as it is, a payment provider's loader among it.
const isCode = (path: string) => (code.test(path) || scripts.has(path)) && !path.startsWith('public/');

describe('the length of a line of code and docs', () => {
  const files = projectFiles(isCode);

  it('is found in the code it checks', () => {
    expect(files).toContain('src/pages/index.astro');
    expect(files).toContain('deploy/nginx.conf');
    expect(files).toContain('.ci/run');
    expect(files).toContain('README.md');
    expect(files).toContain('src/i18n/glossary.md');
    expect(files.length).toBeGreaterThan(500);
  });

  it(`is at most ${LIMIT} characters`, () => {
    const long = files.flatMap((file) =>
      readFileSync(join(projectRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => ([...line].length > LIMIT ? [`${file}:${i + 1} (${[...line].length})`] : [])),
    );
    expect(long).toEqual([]);
  });
});
