import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { log } from '../log.ts';
import { connect } from './connect.ts';
import type { Database } from './schema.ts';
import { openSqlite, SiteSqliteDialect } from './sqlite.ts';
import { DatabaseUnavailable, guardedDialect, unavailableKind, unavailableReason } from './unavailable.ts';

const dir = mkdtempSync(join(tmpdir(), 'unavailable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const errorWith = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

describe('what counts as the database being away', () => {
  it.each([
    [
      'a refused connection',
      errorWith('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      'ECONNREFUSED',
    ],
    [
      'both addresses of localhost refused',
      new AggregateError([errorWith('a', { code: 'ECONNREFUSED' }), errorWith('b', { code: 'ECONNREFUSED' })]),
      'ECONNREFUSED',
    ],
    [
      'a server shutting down',
      errorWith('terminating connection due to administrator command', { code: '57P01' }),
      '57P01 terminating connection due to administrator command',
    ],
    [
      'a server starting up',
      errorWith('the database system is starting up', { code: '57P03' }),
      '57P03 the database system is starting up',
    ],
    ['a connection exception', errorWith('connection failure', { code: '08006' }), '08006 connection failure'],
    ['a connection pg saw end', new Error('Connection terminated unexpectedly'), 'Connection terminated unexpectedly'],
    [
      'a pool that waited too long',
      new Error('timeout exceeded when trying to connect'),
      'timeout exceeded when trying to connect',
    ],
    [
      'an SQLite file locked past the busy timeout',
      errorWith('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5 }),
      'SQLITE_BUSY database is locked',
    ],
  ])('%s', (_, error, reason) => {
    expect(unavailableReason(error)).toBe(reason);
  });

  it.each([
    ['a unique violation', errorWith('duplicate key value', { code: '23505' })],
    ['a wrong password (the operator has to act)', errorWith('password authentication failed', { code: '28P01' })],
    ['a database that does not exist', errorWith('database "x" does not exist', { code: '3D000' })],
    ['an SQLite constraint', errorWith('UNIQUE constraint failed', { code: 'ERR_SQLITE_ERROR', errcode: 2067 })],
    ['a mistake in the code', new TypeError('x is undefined')],
    [
      'a refusal and another failure together',
      new AggregateError([errorWith('a', { code: 'ECONNREFUSED' }), new Error('b')]),
    ],
  ])('but not %s', (_, error) => {
    expect(unavailableReason(error)).toBeUndefined();
  });

  it.each([
    [
      'a full SQLite disk',
      errorWith('database or disk is full', { code: 'ERR_SQLITE_ERROR', errcode: 13 }),
      'SQLITE_FULL database or disk is full',
      'cannot-store',
    ],
    [
      'a read-only SQLite file',
      errorWith('attempt to write a readonly database', { code: 'ERR_SQLITE_ERROR', errcode: 8 }),
      'SQLITE_READONLY attempt to write a readonly database',
      'cannot-store',
    ],
    [
      'a full file system',
      errorWith('no space left on device', { code: 'ENOSPC' }),
      'ENOSPC no space left on device',
      'cannot-store',
    ],
    [
      'a read-only file system',
      errorWith('read-only file system', { code: 'EROFS' }),
      'EROFS read-only file system',
      'cannot-store',
    ],
    [
      'a full PostgreSQL disk',
      errorWith('could not extend file', { code: '53100' }),
      '53100 could not extend file',
      'cannot-store',
    ],
    [
      'a PostgreSQL standby',
      errorWith('cannot execute INSERT in a read-only transaction', { code: '25006' }),
      '25006 cannot execute INSERT in a read-only transaction',
      'cannot-store',
    ],
    [
      'an SQLite I/O error',
      errorWith('disk I/O error', { code: 'ERR_SQLITE_ERROR', errcode: 10 }),
      'SQLITE_IOERR disk I/O error',
      'unreachable',
    ],
    [
      'an SQLite file locked past the busy timeout (not an outage)',
      errorWith('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5 }),
      'SQLITE_BUSY database is locked',
      'busy',
    ],
  ])('tells how: %s', (_, error, reason, kind) => {
    expect(unavailableKind(error)).toEqual({ reason, kind });
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

  it(
    'turns failures inside a transaction ' +
      'into DatabaseUnavailable, ' +
      'and lets other errors ' +
      'through unchanged',
    async () => {
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
    },
  );
});

describe('SQLite unable to store, or held locked by another program', () => {
  const big = 'x'.repeat(5000);
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as DatabaseUnavailable,
    );

  it(
    'refuses writes with one DatabaseUnavailable and one log line per outage, keeps reading, ' +
      'and stores again when it can',
    async () => {
      const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
      const infos = vi.spyOn(log, 'info').mockImplementation(() => undefined);
      const db = new Kysely<Database>({
        dialect: guardedDialect(new SiteSqliteDialect({ database: openSqlite(join(dir, 'full.db')) })),
      });
      try {
        await sql`create table notes (body text)`.execute(db);
        await sql`insert into notes values ('first')`.execute(db);
        // The disk full: the file may not grow past the pages it has (SQLite keeps the current size).
        await sql`pragma max_page_count = 1`.execute(db);
        for (let attempt = 0; attempt < 3; attempt++) {
          // Inside a transaction, as the site writes: what is thrown is the full disk, not the rollback's failure.
          const failure = await failureOf(
            db.transaction().execute((trx) => sql`insert into notes values (${big})`.execute(trx)),
          );
          expect(failure).toBeInstanceOf(DatabaseUnavailable);
          expect(failure!.kind).toBe('cannot-store');
          expect(failure!.reason).toMatch(/^SQLITE_FULL/);
          expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows).toEqual([{ n: 1 }]);
        }
        expect(errors.mock.calls.map(([line]) => line)).toEqual([
          expect.stringMatching(/^The database cannot store anything \(SQLITE_FULL/),
        ]);

        // Space returns.
        await sql`pragma max_page_count = 1000000`.execute(db);
        await db.transaction().execute((trx) => sql`insert into notes values (${big})`.execute(trx));
        await vi.waitFor(
          () =>
            expect(infos.mock.calls.map(([line]) => line)).toContainEqual(
              expect.stringMatching(/^The database stores again after/),
            ),
          { timeout: 3000 },
        );

        // A read-only file system.
        await sql`pragma query_only = 1`.execute(db);
        const readOnly = await failureOf(sql`insert into notes values ('late')`.execute(db));
        expect(readOnly).toBeInstanceOf(DatabaseUnavailable);
        expect(readOnly!.reason).toMatch(/^SQLITE_READONLY/);
        expect(errors).toHaveBeenCalledTimes(2);
        await sql`pragma query_only = 0`.execute(db);
        await sql`insert into notes values ('late')`.execute(db);
        expect((await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).rows).toEqual([{ n: 3 }]);
      } finally {
        await db.destroy();
        errors.mockRestore();
        infos.mockRestore();
      }
    },
  );

  it(
    'waits for a lock another program holds, and past the busy timeout ' +
      'refuses the write without calling it an outage',
    async () => {
      const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
      const warnings = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
      const file = join(dir, 'locked.db');
      const db = new Kysely<Database>({
        dialect: guardedDialect(new SiteSqliteDialect({ database: openSqlite(file) })),
      });
      const other = new DatabaseSync(file);
      try {
        await sql`create table notes (body text)`.execute(db);
        await sql`pragma busy_timeout = 50`.execute(db);
        other.exec('BEGIN IMMEDIATE');
        for (let attempt = 0; attempt < 2; attempt++) {
          const failure = await failureOf(
            db.transaction().execute((trx) => sql`insert into notes values ('x')`.execute(trx)),
          );
          expect(failure).toBeInstanceOf(DatabaseUnavailable);
          expect(failure!.kind).toBe('busy');
        }
        expect(errors).not.toHaveBeenCalled();
        expect(warnings.mock.calls.map(([line]) => line)).toEqual([
          expect.stringMatching(/stayed locked past the busy timeout \(SQLITE_BUSY/),
        ]);
        other.exec('COMMIT');
        await db.transaction().execute((trx) => sql`insert into notes values ('x')`.execute(trx));
      } finally {
        other.close();
        await db.destroy();
        errors.mockRestore();
        warnings.mockRestore();
      }
    },
  );
});
