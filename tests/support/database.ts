import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { connect, type Connection } from '#src/server/db/connect.ts';
import { migrateToLatest } from '#src/server/db/migrate.ts';

/**
 * A fresh, empty database for one test file: a temporary SQLite folder, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database created on it and dropped after.
 */
export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

const adminUrl = () => process.env.TEST_DATABASE_URL;

export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = adminUrl();
  if (!admin) return sqliteDatabase('peetam-test-');
  return postgresDatabase(admin, 'peetam_test');
}

export const onPostgres = () => Boolean(adminUrl());

/** A connection to `database`, migrated to the latest schema; the caller destroys it. */
export async function migratedConnection(database: TestDatabase): Promise<Connection> {
  const connection = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  await migrateToLatest(connection.db);
  return connection;
}

export function sqliteDatabase(prefix: string): TestDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A new database on the PostgreSQL server that serverUrl connects to, with a data folder. */
export async function postgresDatabase(serverUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  return {
    dataDir,
    databaseUrl: url.href,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withClient(serverUrl, (c) => dropDatabase(c, name));
    },
  };
}

const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';

/**
 * WITH (FORCE) also has to end any autovacuum worker busy on the database, which a role
 * without superuser or pg_signal_backend may not do (a CI role is such a role). Then our own
 * sessions are ended by hand and a plain DROP, which asks autovacuum to stop, is retried.
 */
async function dropDatabase(c: pg.Client, name: string): Promise<void> {
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return;
  } catch (error) {
    if (pgCode(error) !== INSUFFICIENT_PRIVILEGE) throw error;
  }
  for (let attempt = 1; ; attempt++) {
    await c.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
      [name],
    );
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      if (pgCode(error) !== OBJECT_IN_USE || attempt === 40) throw error;
      await sleep(250);
    }
  }
}

const pgCode = (error: unknown) => (error as { code?: string }).code;

async function withClient<T>(connectionString: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}
