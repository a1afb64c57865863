import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const pagesDir = join(import.meta.dirname, '../../src/pages');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** A URL that reaches a route file: `[id]` becomes 1, a catch-all an unknown screen. */
function urlOf(file: string): string {
  const route = relative(pagesDir, file)
    .replace(/\.(astro|ts)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, 'no-such-screen')
    .replace(/\[[^\]]+\]/g, '1');
  return `/${route}`;
}

export interface RouteFile {
  file: string;
  url: string;
  source: string;
}

const read = (file: string): RouteFile => ({
  file: relative(pagesDir, file),
  url: urlOf(file),
  source: readFileSync(file, 'utf8'),
});

/** Every page file of the admin area. */
export const adminPages = (): RouteFile[] =>
  walk(join(pagesDir, 'admin'))
    .filter((f) => f.endsWith('.astro'))
    .map(read);

/** Every API route file with the HTTP methods it exports. */
export const apiRoutes = (): Array<RouteFile & { methods: string[] }> =>
  walk(join(pagesDir, 'api'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map(read)
    .map((r) => ({
      ...r,
      methods: [
        ...r.source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g),
      ].map((m) => m[1]!),
    }));
