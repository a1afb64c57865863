import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { getConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { openSqlite, SiteSqliteDialect } from './sqlite.ts';
import { log } from '../log.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, with any password hidden, for log lines. */
  describe: string;
}

export function hidePassword(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

/** The embedded database's file inside DATA_DIR. */
export const sqliteFile = (dataDir: string) => join(resolve(dataDir), 'site.db');

export function connect(options: { dataDir: string; databaseUrl?: string }): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection closed by the server (a restart, a failover) is dropped from the pool
    // and reopened on the next query; without a listener it would end the whole process.
    pool.on('error', (error) => log.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      describe: hidePassword(options.databaseUrl),
    };
  }
  mkdirSync(resolve(options.dataDir), { recursive: true });
  const file = sqliteFile(options.dataDir);
  return {
    db: new Kysely<Database>({ dialect: new SiteSqliteDialect({ database: openSqlite(file) }) }),
    dialect: 'sqlite',
    describe: file,
  };
}

let shared: Connection | undefined;

/** The process-wide connection, opened on first use. */
export function getConnection(): Connection {
  if (!shared) {
    const config = getConfig();
    shared = connect({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  }
  return shared;
}

export const getDb = () => getConnection().db;
