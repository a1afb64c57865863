// Builds the site when any source is newer than the last build. Used by npm start and npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompress } from './precompress.ts';

const root = join(import.meta.dirname, '..');
// Astro's server entry and the site's own (src/app/server.ts), which scripts/start.ts loads.
const entries = ['entry.mjs', 'app.mjs'].map((file) => join(root, 'dist/server', file));
const stamp = join(root, 'dist/.build-stamp');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

export function buildIfNeeded(): boolean {
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].map((p) => newestMtime(join(root, p)));
  const built = entries.every((entry) => existsSync(entry)) && existsSync(stamp);
  if (built && statSync(stamp).mtimeMs >= Math.max(...sources)) return true;
  console.log('Building the site (sources changed since the last build)...');
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  // Always a production build: a test runner's NODE_ENV=test would compile JSX for React's
  // development runtime, which the production server does not load.
  const result = spawnSync(process.execPath, [astro, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) return false;
  precompress(join(root, 'dist/client'));
  writeFileSync(stamp, new Date().toISOString());
  return true;
}

if (import.meta.main && !buildIfNeeded()) {
  console.error('The build failed; see the messages above.');
  process.exit(1);
}
