import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parentRedirects, publicRoutes, signedInRoutes } from './routes.ts';

const pagesDir = join(import.meta.dirname, '../../pages');

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path);
    return name.endsWith('.astro') ? [relative(pagesDir, path)] : [];
  });
}

/** The public page a route file serves: not the admin area, not the error pages, not a record's own page. */
const publicPathOf = (file: string): string | null => {
  if (file.startsWith('admin/') || /^(404|500)\.astro$/.test(file) || file.includes('[')) return null;
  const path = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
};

describe('the public routes list', () => {
  it('names every public page file, so the sitemap, the accessibility scan and the page budget cover it', () => {
    const listed = new Set([
      ...publicRoutes.map((r) => r.path),
      ...Object.keys(parentRedirects),
      ...signedInRoutes.map((r) => r.path),
    ]);
    const missing = pageFiles(pagesDir)
      .map(publicPathOf)
      .filter((path): path is string => path !== null && !listed.has(path));
    expect(missing).toEqual([]);
  });

  it('names only pages that exist', () => {
    const onDisk = new Set(pageFiles(pagesDir).map(publicPathOf));
    expect(publicRoutes.map((r) => r.path).filter((path) => !onDisk.has(path))).toEqual([]);
  });
});
