import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { getConfig, type Config } from '#src/server/config.ts';
import { getConnection, hidePassword, sqliteFile, type Connection } from '#src/server/db/connect.ts';
import { unavailableReason } from '#src/server/db/unavailable.ts';
import { migrateToLatest } from '#src/server/db/migrate.ts';
import { log } from '#src/server/log.ts';
import { seedFirstStart } from './first-start.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { seedPujaCatalogue } from '#src/features/pujas/service.ts';

/** A start-up failure the operator can fix; its message says what and how. */
export class StartupError extends Error {
  override name = 'StartupError';
}

function checkDataDir(dir: string) {
  const path = resolve(dir);
  try {
    mkdirSync(path, { recursive: true });
    accessSync(path, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `DATA_DIR ${path} cannot be used (${code}). ` +
        "Create the folder and give the server's user write access, or set DATA_DIR to a writable folder.",
    );
  }
}

/** A bucket that cannot be reached stops start-up before a visitor sees broken images. */
async function checkStorage() {
  const storage = getStorage();
  if (!storage.check) return;
  try {
    await storage.check();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  log.info(`Uploads in the S3 ${storage.describe}`);
}

/** Everything about this machine that must hold before the server listens: configuration, data folder, storage. */
export async function prepareSite(): Promise<Config> {
  const config = getConfig();
  checkDataDir(config.DATA_DIR);
  await checkStorage();
  return config;
}

/**
 * The database could not be reached in the attempts DATABASE_CONNECT_ATTEMPTS allows: unlike a
 * StartupError, a service manager should start the site again (exit 69, EX_UNAVAILABLE).
 */
export class DatabaseStillUnavailable extends Error {
  override name = 'DatabaseStillUnavailable';
}

/** The wait after a failed attempt: 1 s, then twice as long each time, at most 30 s. */
export const retryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

const describeUrl = (config: Config) =>
  config.DATABASE_URL ? hidePassword(config.DATABASE_URL) : sqliteFile(config.DATA_DIR);

/** A database that answers, but not as this site needs (a wrong password, no such database): the operator's to fix. */
async function checkUsable(connection: Connection) {
  try {
    await sql`select 1`.execute(connection.db);
  } catch (error) {
    if (unavailableReason(error)) throw error;
    const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
    throw new StartupError(
      `Cannot use the database at ${connection.describe} (${reason}: ${(error as Error).message}). ` +
        'Check DATABASE_URL: its user, password and database name.',
    );
  }
}

async function migrateAndSeed(config: Config): Promise<Connection> {
  const connection = getConnection();
  await checkUsable(connection);
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
  const seeded = await seedFirstStart(connection.db, { demoContent: config.DEMO_CONTENT === 'on' });
  if (seeded.length > 0) log.info(`First start: seeded ${seeded.join(', ')}`);
  if ((await seedPujaCatalogue(connection.db)) > 0) log.info('Seeded the puja catalogue');
  log.info(`Database ready: ${connection.dialect} at ${connection.describe}`);
  return connection;
}

/**
 * Reaches, migrates and seeds the database, trying again while it cannot be reached: a server
 * rebooted during a database outage comes up by itself when the database does. One log line per
 * attempt; `attempts` 0 tries until it answers. The migrations run in one transaction on
 * PostgreSQL, and the first start's seed can be taken up again by the process that began it, so
 * an attempt cut short by the database going away is simply made again.
 */
export async function prepareDatabase(
  config: Config,
  options: { attempts: number; sleep?: (ms: number) => Promise<void> },
): Promise<Connection> {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const limit = options.attempts > 0 ? options.attempts : Infinity;
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateAndSeed(config);
    } catch (error) {
      const reason = unavailableReason(error);
      if (!reason) throw error;
      // Workers starting together on one SQLite file: the one that migrates holds it for a moment,
      // and SQLite may answer the other busy at once. That is no outage: wait and try again.
      if (reason.startsWith('SQLITE_BUSY') && attempt < 20) {
        log.info('Another process is preparing the database; trying again in 0.5 s.');
        await sleep(500);
        continue;
      }
      const where = `Cannot reach the database at ${describeUrl(config)} (${reason})`;
      if (attempt >= limit) {
        throw new DatabaseStillUnavailable(
          limit === 1
            ? `${where}. Check DATABASE_URL and that the database server is running.`
            : `${where}, attempt ${attempt} of ${limit}: stopping, for the service manager to start the site again. ` +
                'Check that the database server is running.',
        );
      }
      const wait = retryDelayMs(attempt);
      const of = Number.isFinite(limit) ? ` of ${limit}` : '';
      log.warn(`${where}, attempt ${attempt}${of}; trying again in ${wait / 1000} s. Until then the site answers 503.`);
      await sleep(wait);
    }
  }
}

/** For command-line tasks: everything a start needs, with one attempt at the database. */
export async function prepare(): Promise<{ config: Config; connection: Connection }> {
  const config = await prepareSite();
  return { config, connection: await prepareDatabase(config, { attempts: 1 }) };
}
