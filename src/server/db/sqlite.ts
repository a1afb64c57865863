import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqlite(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value as SQLInputValue;
}

/**
 * Gives Kysely's SqliteDialect the better-sqlite3-shaped object it expects, over Node's built-in
 * driver, so the embedded default needs no native module compiled against Node headers.
 */
export interface SiteSqliteDatabase extends SqliteDatabase {
  /** Whether a transaction is open: SQLite ends one itself on some failures (a full disk, an I/O error). */
  inTransaction(): boolean;
}

/** How long a statement waits for another connection's write lock before SQLite gives up with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;

export function openSqlite(path: string): SiteSqliteDatabase {
  const db = new DatabaseSync(path);
  // First, so that switching to WAL waits for another instance opening the same file.
  db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  // Each commit reaches the disk before it is answered. With NORMAL, WAL commits were synced
  // only at checkpoints: after the data folder's file system failed, bookings, donations and
  // inquiries answered 201 minutes earlier were gone (docs/decisions/123).
  db.exec('PRAGMA synchronous = FULL');
  // A page view runs the same few queries every time: compiling each once saves SQLite's parse
  // and plan on every later run (SQLite compiles a statement again itself after a schema change).
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
    inTransaction: () => db.isTransaction,
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql) {
      let prepared = statements.get(sql);
      if (prepared) return prepared;
      const statement = db.prepare(sql);
      prepared = {
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => {
          const result = statement.run(...bind(params));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        // An iteration stays open across awaits: its own statement, so a query run meanwhile cannot reset it.
        iterate: (params) => db.prepare(sql).iterate(...bind(params)),
      };
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      statements.set(sql, prepared);
      return prepared;
    },
  };
}

/** Distinct statements kept compiled; the oldest goes first (queries with IN lists vary in text). */
const MAX_STATEMENTS = 500;
const bind = (params: ReadonlyArray<unknown>) => params.map(toSqlite);

/**
 * Kysely's SQLite adapter takes no lock for migrations: it expects one process. Two instances
 * started together on one data folder would both create the same tables, and the second would
 * fail. BEGIN IMMEDIATE makes the second wait (busy timeout) until the first has committed; it
 * then finds every migration applied.
 */
class MigrationLockingAdapter extends SqliteAdapter {
  locked = false;

  async acquireMigrationLock(db: Kysely<any>): Promise<void> {
    await sql`begin immediate`.execute(db);
    this.locked = true;
  }

  async releaseMigrationLock(db: Kysely<any>): Promise<void> {
    // Not taken (the other instance held it past the busy timeout): its error is the one to see.
    if (!this.locked) return;
    this.locked = false;
    await sql`commit`.execute(db);
  }
}

/**
 * Kysely's SQLite driver, with two changes. A transaction takes the write lock when it begins
 * (BEGIN IMMEDIATE), waiting the busy timeout for it: a deferred one that reads and then writes
 * gets SQLITE_BUSY at once, without waiting, when another process writes meanwhile (SQLite cannot
 * let it write over a snapshot another commit has outdated), and with two worker processes 10 of
 * 60 cancellations failed so. And a rollback after SQLite has already ended the transaction
 * itself (a full disk, an I/O error) does nothing, so that the error which ended it is the one
 * thrown, not 'cannot rollback - no transaction is active'.
 */
type SiteSqliteConfig = Omit<SqliteDialectConfig, 'database'> & { database: SiteSqliteDatabase };

class SiteSqliteDriver extends SqliteDriver {
  readonly #database: SiteSqliteDatabase;
  constructor(config: SiteSqliteConfig) {
    super(config);
    this.#database = config.database;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.#database.inTransaction()) await super.rollbackTransaction(connection);
  }
}

/** The SQLite dialect of the site: Kysely's, with write transactions and migrations locked across processes. */
export class SiteSqliteDialect extends SqliteDialect {
  readonly #config: SiteSqliteConfig;
  constructor(config: SiteSqliteConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SiteSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new MigrationLockingAdapter();
  }
}
