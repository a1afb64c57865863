import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { getConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { openSqlite, SiteSqliteDialect } from './sqlite.ts';
import { asUnavailable, guardedDialect, noteFailure, unavailableReason } from './unavailable.ts';

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
    // pg loads with the first query, so a site on SQLite never holds it.
    const openPool = async () => {
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
      // A connection the server closes (a restart, a failover, pg_terminate_backend) emits 'error'
      // on its client. The pool listens only while the client is idle and stops while a query
      // holds it; an 'error' nobody listens to ends the whole process. So, as pg's documentation
      // of the client's 'error' event advises, every client gets a listener of its own for its
      // whole life, idle or checked out. The query it interrupted fails on its own (and answers
      // 503); the client is then dropped and the pool opens a new one on the next query.
      const lost = (error: Error) => noteFailure(unavailableReason(error) ?? error.message);
      pool.on('connect', (client) => client.on('error', lost));
      // Idle clients' errors also reach the pool; the client's own listener has noted them.
      pool.on('error', () => undefined);
      return pool;
    };
    return {
      db: new Kysely<Database>({ dialect: guardedDialect(new PostgresDialect({ pool: openPool })) }),
      dialect: 'postgres',
      describe: hidePassword(options.databaseUrl),
    };
  }
  mkdirSync(resolve(options.dataDir), { recursive: true });
  const file = sqliteFile(options.dataDir);
  let database: ReturnType<typeof openSqlite>;
  try {
    database = openSqlite(file);
  } catch (error) {
    // Its settings are written as it opens: a file held locked that long is a database away.
    throw asUnavailable(error);
  }
  return {
    db: new Kysely<Database>({ dialect: guardedDialect(new SiteSqliteDialect({ database })) }),
    dialect: 'sqlite',
    describe: file,
  };
}

// One connection per process: on SQLite, whose calls block the process while they wait for a
// lock, a transaction held open on one connection while another waits for it would stall it all.
// scripts/start.ts reaches this module through the server bundle (src/app/server.ts), so the
// start-up, the timers and every request share this one.
let shared: Connection | undefined;

/** The process-wide connection, opened on first use. */
export function getConnection(): Connection {
  shared ??= connect({ dataDir: getConfig().DATA_DIR, databaseUrl: getConfig().DATABASE_URL });
  return shared;
}

export const getDb = () => getConnection().db;
