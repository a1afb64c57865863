import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every route file under src/pages, as the fuzzer addresses it. */
export interface RouteTemplate {
  file: string;
  kind: 'page' | 'api' | 'endpoint';
  /** Path segments: text as it stands, `:param` for `[name]`, `*` for `[...name]`. */
  segments: string[];
  /** The methods the file serves (an API route's exports; a page takes GET and its form's POST). */
  methods: string[];
}

const root = join(import.meta.dirname, '../..');
const pagesDir = join(root, 'src/pages');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function templateOf(path: string): RouteTemplate | null {
  const file = relative(pagesDir, path);
  if (!/\.(astro|ts)$/.test(file) || /\.test\.ts$/.test(file)) return null;
  const route = file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '');
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((part) =>
      /^\[\.\.\./.test(part) ? '*' : /^\[.+\]$/.test(part) ? ':param' : part.replace(/\[[^\]]+\]/g, ':param'),
    );
  const source = readFileSync(path, 'utf8');
  if (file.endsWith('.astro')) return { file, kind: 'page', segments, methods: ['GET', 'POST'] };
  const methods = [
    ...source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|HEAD|ALL)\b/g),
  ].map((m) => m[1]!);
  return { file, kind: file.startsWith('api/') ? 'api' : 'endpoint', segments, methods };
}

export const routeTemplates = (): RouteTemplate[] => walk(pagesDir).flatMap((path) => templateOf(path) ?? []);

/**
 * The names of the fields the site's forms and APIs read: every `name="..."` of a component and
 * every key of an object schema, so generated bodies reach real validation, not only the
 * "required" check.
 */
export function fieldNames(): string[] {
  const names = new Set<string>([
    'email',
    'password',
    'name',
    'role',
    'secretKey',
    'code',
    'next',
    'lang',
    'reference',
    'images',
    'image',
  ]);
  for (const path of walk(join(root, 'src'))) {
    if (!/\.(tsx?|astro)$/.test(path) || path.endsWith('.test.ts')) continue;
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/\bname=["{]['"]?([A-Za-z_][\w.-]*)/g)) names.add(match[1]!);
    for (const match of source.matchAll(/^\s{2,}([a-z][A-Za-z_]*)\s*:\s*z\./gm)) names.add(match[1]!);
  }
  return [...names].sort();
}
