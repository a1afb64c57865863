// Starts the site: builds when the sources are newer than the build, prepares the database
// (migrations, first-start seed), then serves. Usage: npm start [-- --no-build]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Config } from '../src/server/config.ts';
import { createSiteServer, listen } from '../src/server/http/serve.ts';
import { prepare, StartupError } from '../src/server/boot.ts';
import { log } from '../src/server/log.ts';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/entry.mjs');
const stamp = join(root, 'dist/.build-stamp');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function buildIfNeeded() {
  const sources = ['src', 'public', 'astro.config.mjs', 'package.json'].map((p) => newestMtime(join(root, p)));
  if (existsSync(entry) && existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources)) return;
  log.info('Building the site (sources changed since the last build)...');
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  const result = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log.error('The build failed; see the messages above.');
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
if (!process.argv.includes('--no-build')) buildIfNeeded();

let config: Config;
try {
  const prepared = await prepare();
  config = prepared.config;
  const { connection } = prepared;
  // The server opens its own connection; this one only prepared the schema.
  await connection.db.destroy();
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    log.error(error.message);
    // 78 (EX_CONFIG): a supervisor should not restart in a loop until the operator acts.
    process.exit(78);
  }
  throw error;
}

const { handler } = (await import(pathToFileURL(entry).href)) as { handler: Parameters<typeof createSiteServer>[0]['handler'] };
const server = createSiteServer({ handler, clientDir: join(root, 'dist/client') });
try {
  await listen(server, config.PORT, config.HOST);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  log.error(`Cannot listen on ${config.HOST}:${config.PORT} (${code}). Choose another PORT or stop the program using it.`);
  process.exit(78);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info(`${signal}: finishing open requests, then stopping`);
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
