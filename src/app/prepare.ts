import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { getConfig, type Config } from '#src/server/config.ts';
import { getConnection, type Connection } from '#src/server/db/connect.ts';
import { migrateToLatest } from '#src/server/db/migrate.ts';
import { log } from '#src/server/log.ts';
import { seedFirstStart } from './first-start.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { seedPujaCatalogue } from '#src/features/bookings/seed.ts';

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
    throw new StartupError(`DATA_DIR ${path} cannot be used (${code}). Create the folder and give the server's user write access, or set DATA_DIR to a writable folder.`);
  }
}

async function checkReachable(connection: Connection) {
  try {
    await sql`select 1`.execute(connection.db);
  } catch (error) {
    const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
    throw new StartupError(`Cannot reach the database at ${connection.describe} (${reason}). Check DATABASE_URL and that the database server is running.`);
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

/** Everything that must hold before the first request: configuration, storage, schema, seed. */
export async function prepare(): Promise<{ config: Config; connection: Connection }> {
  const config = getConfig();
  checkDataDir(config.DATA_DIR);
  await checkStorage();
  const connection = getConnection();
  await checkReachable(connection);
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
  const seeded = await seedFirstStart(connection.db, { demoContent: config.DEMO_CONTENT === 'on' });
  if (seeded.length > 0) log.info(`First start: seeded ${seeded.join(', ')}`);
  if ((await seedPujaCatalogue(connection.db)) > 0) log.info('Seeded the puja catalogue');
  log.info(`Database ready: ${connection.dialect} at ${connection.describe}`);
  return { config, connection };
}
