// npm run mutation [-- SCOPE...]: StrykerJS on each scope of stryker.config.mjs in turn (all of
// them when none is named). Reports go to reports/mutation/SCOPE.html.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { scopes } from '../stryker.config.mjs';

const root = join(import.meta.dirname, '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((scope) => !(scope in scopes));
if (unknown.length) {
  console.error(`Unknown scope ${unknown.join(', ')}; the scopes are ${Object.keys(scopes).join(', ')}.`);
  process.exit(2);
}
const stryker = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
for (const scope of asked.length ? asked : Object.keys(scopes)) {
  const env = { ...process.env, MUTATION_SCOPE: scope };
  const result = spawnSync(process.execPath, [stryker, 'run', 'stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
