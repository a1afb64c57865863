import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase } from 'kysely';

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
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  return {
    close: () => db.close(),
    prepare(sql) {
      const statement = db.prepare(sql);
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqlite);
      return {
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => {
          const result = statement.run(...bind(params));
          return { changes: result.changes, lastInsertRowid: result.lastInsertRowid };
        },
        iterate: (params) => statement.iterate(...bind(params)),
      };
    },
  };
}
