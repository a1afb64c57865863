// Starts the site: builds when the sources are newer than the build, then one worker process per
// core that the memory holds (WEB_CONCURRENCY), each of which listens, prepares the database (migrations, first-start
// seed; once for all of them), answering 503 until it is ready. Usage: npm start [-- --no-build]
// First, so that it runs before the rest of the site is loaded.
import './young-generation.ts';
import cluster from 'node:cluster';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Config } from '#src/server/config.ts';
import { createSiteServer, listen, type SignedInPages } from '#src/server/http/serve.ts';
import { getPageCache, type PageCache } from '#src/server/page-cache/index.ts';
import { cacheablePages } from '#src/features/site/routes.ts';
import { DatabaseStillUnavailable, prepareDatabase, prepareSite, StartupError } from '#src/app/prepare.ts';
import { log } from '#src/server/log.ts';
import { workersHere } from '#src/server/workers.ts';
import { createT, splitLocale } from '#src/i18n/index.ts';
import { userOfToken, type SessionUser } from '#src/features/auth/service.ts';
import { sessionCookieName } from '#src/features/auth/cookies.ts';
import { withAccountMenu } from '#src/features/site/signed-in-page.ts';
import { startOutboxWorker } from '#src/server/mail/outbox.ts';
import { startHoldSweeper } from '#src/features/bookings/expiry.ts';
import { startSealingClearPans } from '#src/features/donations/seal-old.ts';
import { officeDigestLookMs, startOfficeDigest } from '#src/features/office/digest.ts';
import { startAnonymiser } from '#src/features/data-rights/anonymise.ts';
import { buildIfNeeded } from './build-if-needed.ts';
import { REPLACES_WORKER, superviseWorkers } from './workers.ts';

const root = join(import.meta.dirname, '..');
const entry = join(root, 'dist/server/entry.mjs');

process.env.NODE_ENV ??= 'production';
if (cluster.isPrimary && !process.argv.includes('--no-build') && !buildIfNeeded()) {
  log.error('The build failed; see the messages above.');
  process.exit(1);
}

/** 78 (EX_CONFIG): the operator must act, so a supervisor should not restart in a loop. */
function stopOnConfiguration(error: unknown): never {
  if (error instanceof ConfigError || error instanceof StartupError) {
    log.error(error.message);
    process.exit(78);
  }
  throw error;
}

let config: Config;
try {
  config = await prepareSite();
} catch (error) {
  stopOnConfiguration(error);
}

// Several processes on one data folder or database, as the multi-instance design allows: the
// page cache's version, sessions, rate limits and the mail outbox live in the database.
const workers = config.WEB_CONCURRENCY ?? workersHere();
if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await serveSite(config);

async function serveSite(config: Config) {
  // The server listens before the database is ready: until then every page and API answers 503
  // (src/server/http/unavailable.ts), and Astro, which queries on every request, is not called.
  let ready = false;
  let pageCache: PageCache | null = null;
  let signedIn: SignedInPages<SessionUser> | null = null;
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: Parameters<typeof createSiteServer>[0]['handler'] };
  const server = createSiteServer({
    handler,
    clientDir: join(root, 'dist/client'),
    trustedProxies: config.TRUSTED_PROXIES,
    pageCache: () => pageCache,
    signedIn: () => signedIn as SignedInPages | null,
    ready: () => ready,
    translators: createT,
  });
  const startListening = async () => {
    try {
      await listen(server, config.PORT, config.HOST);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      log.error(`Cannot listen on ${config.HOST}:${config.PORT} (${code}). Choose another PORT or stop the program using it.`);
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
    const connection = await prepareDatabase(config, { attempts: config.DATABASE_CONNECT_ATTEMPTS });
    // The server's bundle shares this connection (src/server/db/connect.ts); here it prepared the
    // schema and now carries the mail retry timer (unsent notifications and receipts), which also
    // runs once right away, the booking holds' sweep, and the page cache's version reads.
    pageCache = getPageCache(connection.db, config, cacheablePages);
    // Signed-in visitors' pages are answered here too, before Astro (docs/decisions/115).
    signedIn = {
      cookie: sessionCookieName(),
      userOf: (token) => userOfToken(connection.db, token),
      pageFor: (body, pathname, user, encoding) => withAccountMenu(body, splitLocale(pathname).lang, user, encoding),
    };
    startOutboxWorker(connection.db, config.MAIL_RETRY_SECONDS * 1000);
    // Unpaid bookings give their places back when their hold runs out, not only when the puja is next looked at.
    startHoldSweeper(connection.db, config.BOOKING_SWEEP_SECONDS * 1000);
    // Every process looks each minute; one guarded UPDATE lets one of them send, once in 15 minutes.
    startOfficeDigest(connection.db, officeDigestLookMs);
    // PANs stored in clear before identities were sealed are sealed once (docs/decisions/155).
    startSealingClearPans(connection.db);
    // Personal data past its keeping period is made anonymous or deleted (docs/compliance.md).
    startAnonymiser(connection.db);
  } catch (error) {
    if (error instanceof DatabaseStillUnavailable) {
      log.error(error.message);
      // 69 (EX_UNAVAILABLE): deploy/peetam.service starts the site again after RestartSec.
      process.exit(69);
    }
    stopOnConfiguration(error);
  }
  if (replacing) await startListening();
  ready = true;
  const address = server.address();
  log.info(`Site ready at http://${config.HOST}:${typeof address === 'object' && address ? address.port : config.PORT} (process ${process.pid})`);
}
