import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root folder. */
export const projectRoot = join(import.meta.dirname, '..');

// What git does not keep (.gitignore) is not the project's text. The tree is walked rather than
// asked of git, so the tests that read it also work in a copy without its history.
const notTheProject = new Set([
  'node_modules',
  'dist',
  'data',
  '.astro',
  '.git',
  'tmp',
  'test-results',
  'reports',
  '.stryker-tmp',
  '.env',
]);

/** The project's files, as paths from its root, that `keep` accepts. */
export function projectFiles(keep: (path: string) => boolean, folder = ''): string[] {
  return readdirSync(join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (notTheProject.has(entry.name)) return [];
    if (entry.isDirectory()) return projectFiles(keep, path);
    return entry.isFile() && keep(path) ? [path] : [];
  });
}
