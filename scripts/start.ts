// Starts the site: builds when the sources are newer than the build, then one worker process per
// core that the memory holds (WEB_CONCURRENCY), each of which listens, prepares the database
// (migrations, first-start seed; once for all of them), answering 503 until it is ready.
// Usage: npm start [-- --no-build]
// First, so that it runs before the rest of the site is loaded.
import './memory-settings.ts';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.ts';
import { REPLACES_WORKER, superviseWorkers } from './workers.ts';
// Types only, erased: the site's code comes from the build, never from src/. The server bundle and
// its second entry (src/app/server.ts) share their modules, so each is loaded once in this process.
import type * as SiteModule from '#src/app/server.ts';

type Site = typeof SiteModule;
type Handler = Parameters<Site['createSiteServer']>[0]['handler'];

const root = join(import.meta.dirname, '..');
const built = (file: string) => pathToFileURL(join(root, 'dist/server', file)).href;

process.env.NODE_ENV ??= 'production';
if (cluster.isPrimary && !process.argv.includes('--no-build') && !buildIfNeeded()) {
  console.error('The build failed; see the messages above.');
  process.exit(1);
}

const site = (await import(built('app.mjs'))) as Site;
const { log } = site;

/** 78 (EX_CONFIG): the operator must act, so a supervisor should not restart in a loop. */
function stopOnConfiguration(error: unknown): never {
  if (error instanceof site.ConfigError || error instanceof site.StartupError) {
    log.error(error.message);
    process.exit(78);
  }
  throw error;
}

let config: Awaited<ReturnType<Site['prepareSite']>>;
try {
  config = await site.prepareSite();
} catch (error) {
  stopOnConfiguration(error);
}

// Several processes on one data folder or database, as the multi-instance design allows: the
// page cache's version, sessions, rate limits and the mail outbox live in the database.
const workers = config.WEB_CONCURRENCY ?? site.workersHere();
if (cluster.isPrimary && workers > 1) superviseWorkers(workers, log);
else await serveSite(config);

async function serveSite(config: Awaited<ReturnType<Site['prepareSite']>>) {
  // The server listens before the database is ready: until then every page and API answers 503
  // (src/server/http/unavailable.ts), and Astro, which queries on every request, is not called.
  let ready = false;
  let keptPages: ReturnType<Site['keptPages']> = null;
  const { handler } = (await import(built('entry.mjs'))) as { handler: Handler };
  const server = site.createSiteServer({
    handler,
    clientDir: join(root, 'dist/client'),
    trustedProxies: config.TRUSTED_PROXIES,
    ready: () => ready,
    keptPages: () => keptPages,
    translators: site.createT,
  });
  const startListening = async () => {
    try {
      await site.listen(server, config.PORT, config.HOST);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      log.error(
        `Cannot listen on ${config.HOST}:${config.PORT} (${code}). Choose another PORT or stop the program using it.`,
      );
      process.exit(78);
    }
  };
  // A worker started in place of one that stopped listens once it is ready: the others serve
  // meanwhile, and connections it took while preparing would be answered 503 for nothing.
  const replacing = cluster.isWorker && Boolean(process.env[REPLACES_WORKER]);
  if (!replacing) await startListening();

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log.info(`${signal}: finishing open requests, then stopping`);
      server.close(() => process.exit(0));
      setTimeout(() => process.exit(0), 5000).unref();
    });
  }

  try {
    const connection = await site.prepareDatabase(config, { attempts: config.DATABASE_CONNECT_ATTEMPTS });
    keptPages = site.keptPages(connection.db, config);
    site.startBackgroundWork(connection.db, config);
  } catch (error) {
    if (error instanceof site.DatabaseStillUnavailable) {
      log.error(error.message);
      // 69 (EX_UNAVAILABLE): deploy/peetam.service starts the site again after RestartSec.
      process.exit(69);
    }
    stopOnConfiguration(error);
  }
  if (replacing) await startListening();
  ready = true;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log.info(`Site ready at http://${config.HOST}:${port} (process ${process.pid})`);
}
