import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS, openSqlite } from './sqlite.ts';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-adapter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('node:sqlite adapter', () => {
  const db = openSqlite(join(dir, 'x.db'));

  it('tells readers from writers and binds booleans, dates and undefined', () => {
    const create = db.prepare('create table t (id integer primary key, flag integer, at text, note text)');
    expect(create.reader).toBe(false);
    create.run([]);
    const insert = db.prepare('insert into t (flag, at, note) values (?, ?, ?)');
    const result = insert.run([true, new Date('2026-01-02T03:04:05.000Z'), undefined]);
    expect(Number(result.lastInsertRowid)).toBe(1);
    const select = db.prepare('select flag, at, note from t');
    expect(select.reader).toBe(true);
    expect(select.all([])).toEqual([{ flag: 1, at: '2026-01-02T03:04:05.000Z', note: null }]);
    expect([...select.iterate([])]).toHaveLength(1);
  });

  it(
    'opens with each commit synced to disk and a busy timeout, ' +
      'so a commit answered is kept and a lock is waited for',
    () => {
      expect(db.prepare('pragma synchronous').all([])).toEqual([{ synchronous: 2 }]);
      expect(db.prepare('pragma busy_timeout').all([])).toEqual([{ timeout: BUSY_TIMEOUT_MS }]);
      expect(db.prepare('pragma journal_mode').all([])).toEqual([{ journal_mode: 'wal' }]);
    },
  );
});
