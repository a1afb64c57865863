// Runs the browser suite: builds when needed, then Vitest with the e2e configuration.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';

const root = join(import.meta.dirname, '..');
if (!buildIfNeeded()) process.exit(1);
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
