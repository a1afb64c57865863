// npm test: builds when needed, then the unit and integration suites (on PostgreSQL too when
// TEST_DATABASE_URL is set). The browser suite is `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';

const root = join(import.meta.dirname, '..');
if (!buildIfNeeded()) process.exit(1);
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
