// Starts the site: builds when the sources are newer than the build, prepares the database
// (migrations, first-start seed), then serves. Usage: npm start [-- --no-build]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import { ConfigError, type Config } from '#src/server/config.ts';
import type { Database } from '#src/server/db/schema.ts';
import { createSiteServer, listen } from '#src/server/http/serve.ts';
import { getPageCache } from '#src/server/page-cache/index.ts';
import { cacheablePages } from '#src/features/site/routes.ts';
import { prepare, StartupError } from '#src/app/prepare.ts';
import { log } from '#src/server/log.ts';
import { startOutboxWorker } from '#src/server/mail/outbox.ts';
import { buildIfNeeded } from './build-if-needed.ts';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/entry.mjs');

process.env.NODE_ENV ??= 'production';
if (!process.argv.includes('--no-build') && !buildIfNeeded()) {
  log.error('The build failed; see the messages above.');
  process.exit(1);
}

let config: Config;
let db: Kysely<Database>;
try {
  const prepared = await prepare();
  config = prepared.config;
  db = prepared.connection.db;
  // The server's bundle opens its own connection; this one prepared the schema and now carries
  // the mail retry timer (unsent notifications and receipts), which also runs once right away,
  // and the page cache's version reads.
  startOutboxWorker(prepared.connection.db, prepared.config.MAIL_RETRY_SECONDS * 1000);
} catch (error) {
  if (error instanceof ConfigError || error instanceof StartupError) {
    log.error(error.message);
    // 78 (EX_CONFIG): a supervisor should not restart in a loop until the operator acts.
    process.exit(78);
  }
  throw error;
}

const { handler } = (await import(pathToFileURL(entry).href)) as { handler: Parameters<typeof createSiteServer>[0]['handler'] };
const server = createSiteServer({
  handler,
  clientDir: join(root, 'dist/client'),
  trustedProxies: config.TRUSTED_PROXIES,
  pageCache: getPageCache(db, config, cacheablePages),
});
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
