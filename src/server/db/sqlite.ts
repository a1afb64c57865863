import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SqliteAdapter, SqliteDialect, sql, type DialectAdapter, type Kysely, type SqliteDatabase } from 'kysely';

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
export function openSqlite(path: string): SqliteDatabase {
  const db = new DatabaseSync(path);
  // First, so that switching to WAL waits for another instance opening the same file.
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  // A page view runs the same few queries every time: compiling each once saves SQLite's parse
  // and plan on every later run (SQLite compiles a statement again itself after a schema change).
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  return {
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

/** The SQLite dialect of the site: Kysely's, with migrations locked across processes. */
export class SiteSqliteDialect extends SqliteDialect {
  createAdapter(): DialectAdapter {
    return new MigrationLockingAdapter();
  }
}
