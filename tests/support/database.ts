import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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
  const dataDir = mkdtempSync(join(tmpdir(), 'peetam-test-'));
  const admin = adminUrl();
  if (!admin) {
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `peetam_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.href,
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export const onPostgres = () => Boolean(adminUrl());
