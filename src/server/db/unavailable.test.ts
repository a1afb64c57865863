import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import type { Database } from './schema.ts';
import { openSqlite, SiteSqliteDialect } from './sqlite.ts';
import { DatabaseUnavailable, guardedDialect, unavailableReason } from './unavailable.ts';

const dir = mkdtempSync(join(tmpdir(), 'unavailable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const errorWith = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('what counts as the database being away', () => {
  it.each([
    ['a refused connection', errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }), 'ECONNREFUSED'],
    ['both addresses of localhost refused', new AggregateError([errorWith('a', { code: 'ECONNREFUSED' }), errorWith('b', { code: 'ECONNREFUSED' })]), 'ECONNREFUSED'],
    ['a server shutting down', errorWith('terminating connection due to administrator command', { code: '57P01' }), '57P01 terminating connection due to administrator command'],
    ['a server starting up', errorWith('the database system is starting up', { code: '57P03' }), '57P03 the database system is starting up'],
    ['a connection exception', errorWith('connection failure', { code: '08006' }), '08006 connection failure'],
    ['a connection pg saw end', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect'), 'timeout exceeded when trying to connect'],
    ['an SQLite file locked past the busy timeout', errorWith('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5 }), 'SQLITE_BUSY database is locked'],
  ])('%s', (_, error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', errorWith('duplicate key value', { code: '23505' })],
    ['a wrong password (the operator has to act)', errorWith('password authentication failed', { code: '28P01' })],
    ['a database that does not exist', errorWith('database "x" does not exist', { code: '3D000' })],
    ['an SQLite constraint', errorWith('UNIQUE constraint failed', { code: 'ERR_SQLITE_ERROR', errcode: 2067 })],
    ['a mistake in the code', new TypeError('x is undefined')],
    ['a refusal and another failure together', new AggregateError([errorWith('a', { code: 'ECONNREFUSED' }), new Error('b')])],
  ])('but not %s', (_, error) => {
    expect(unavailableReason(error)).toBeUndefined();
  });

  it('is recognised across the two copies of the module a running site loads', () => {
    const fromOtherCopy = Object.assign(new Error('away'), { [Symbol.for('peetam.database-unavailable')]: true });
    expect(fromOtherCopy instanceof DatabaseUnavailable).toBe(true);
    expect(new Error('other') instanceof DatabaseUnavailable).toBe(false);
  });
});

describe('the guarded driver', () => {
  it('turns a PostgreSQL server nobody answers for into DatabaseUnavailable', async () => {
    const { db } = connect({ dataDir: dir, databaseUrl: 'postgres://site:secret@127.0.0.1:1/site' });
    try {
      const failure = await sql`select 1`.execute(db).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(DatabaseUnavailable);
      expect((failure as DatabaseUnavailable).reason).toBe('ECONNREFUSED');
    } finally {
      await db.destroy();
    }
  });

  it('turns failures inside a transaction into DatabaseUnavailable, and lets other errors through unchanged', async () => {
    const file = openSqlite(join(dir, 'flaky.db'));
    let away = false;
    const refused = () => Object.assign(new Error('disk I/O error'), { code: 'ERR_SQLITE_ERROR', errcode: 10 });
    const flaky = {
      close: () => file.close(),
      inTransaction: () => file.inTransaction(),
      prepare: (text: string) =>
        away
          ? (() => {
              throw refused();
            })()
          : file.prepare(text),
    };
    const db = new Kysely<Database>({ dialect: guardedDialect(new SiteSqliteDialect({ database: flaky })) });
    try {
      await sql`create table t (x integer unique)`.execute(db);
      const inside = await db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into t values (1)`.execute(trx);
          away = true;
          await sql`insert into t values (2)`.execute(trx);
        })
        .catch((error: unknown) => error);
      expect(inside).toBeInstanceOf(DatabaseUnavailable);
      expect((inside as DatabaseUnavailable).reason).toMatch(/^SQLITE_IOERR/);
      away = false;
      await sql`insert into t values (3)`.execute(db);
      const duplicate = await sql`insert into t values (3)`.execute(db).catch((error: unknown) => error);
      expect(duplicate).not.toBeInstanceOf(DatabaseUnavailable);
      expect((duplicate as Error).message).toMatch(/UNIQUE/);
    } finally {
      await db.destroy();
    }
  });
});
