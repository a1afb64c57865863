import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A newcomer follows the paths the docs name; a file renamed or removed leaves a path that leads
// nowhere, so every path the docs give must exist.
const root = join(import.meta.dirname, '..');
const docs = ['README.md', 'CONTRIBUTING.md', ...globSync('docs/**/*.md', { cwd: root })];

// CONTRIBUTING's walk-through names the files a new feature would add: they are not meant to exist.
const toBeWritten = /volunteer/;

const decisions = readdirSync(join(root, 'docs/decisions'));

/** The `src/`, `scripts/`, `tests/`, `deploy/`, `docs/` and `.ci/` paths of a text, globs left as written. */
const rootedPath = /(?<![\w./@-])(?:src|scripts|tests|deploy|docs|\.ci)\/[\w.@[\]*{}/,-]*[\w\]*}/]/g;
// A file named from inside src (`features/contact/send.ts`) is src's, so it must exist there.
const srcPath = /(?<![\w./@-])(?:features|server|ui|i18n|app|pages|styles)\/[\w.@[\]/-]*\.(?:tsx?|astro|css|json)\b/g;

function namedPaths(text: string): string[] {
  const rooted = text.match(rootedPath) ?? [];
  const inSrc = text.match(srcPath) ?? [];
  // A route file's brackets belong to the path; a Markdown link's closing bracket does not.
  const unlinked = rooted.map((path) => (path.endsWith(']') && !path.includes('[') ? path.slice(0, -1) : path));
  return [...new Set([...unlinked, ...inSrc.map((path) => `src/${path}`)])];
}

function exists(path: string): boolean {
  // A decision may be named by its number alone: docs/decisions/080.
  const decision = /^docs\/decisions\/(\d{3})$/.exec(path);
  if (decision) return decisions.some((name) => name.startsWith(`${decision[1]}-`));
  if (/[*{]/.test(path)) return globSync(path, { cwd: root }).length > 0;
  return existsSync(join(root, path));
}

describe('the paths the docs name', () => {
  it('finds paths as the docs write them', () => {
    const text = '`src/a.ts`, docs/decisions/080, [docs/deploy.md](x), (`scripts/b/*.ts`), ui/c.tsx.';
    const expected = ['src/a.ts', 'docs/decisions/080', 'docs/deploy.md', 'scripts/b/*.ts'];
    expect(namedPaths(text)).toEqual([...expected, 'src/ui/c.tsx']);
  });

  it.each(docs)('%s names only files that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    const planned = (path: string) => doc === 'CONTRIBUTING.md' && toBeWritten.test(path);
    const missing = namedPaths(text).filter((path) => !exists(path) && !planned(path));
    expect(missing).toEqual([]);
  });
});
