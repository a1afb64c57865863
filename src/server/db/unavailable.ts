import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { log } from '../log.ts';

/**
 * The database going away (a PostgreSQL restart or failover, a network cut), unable to store (a
 * full disk, a read-only file system) or held locked past the busy timeout by another program
 * becomes one error, DatabaseUnavailable, thrown from the one place every query passes: the
 * Kysely driver wrapped below. The site answers it 503 with Retry-After (src/middleware.ts),
 * never as a render error (docs/decisions/120, 123).
 */

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * unreachable: nothing can be read or written (a stopped server, a lost file system);
 * cannot-store: reads work, writes cannot (a full disk, a read-only file system or standby);
 * busy: another program has held the SQLite file's write lock past the busy timeout. Not an outage:
 * the site's own writers wait for each other (docs/decisions/123).
 */
export type UnavailableKind = 'unreachable' | 'cannot-store' | 'busy';

export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  /** What the driver said, short enough for a log line: ECONNREFUSED, 57P01, SQLITE_FULL... */
  readonly reason: string;
  readonly kind: UnavailableKind;

  constructor(reason: string, cause?: unknown, kind: UnavailableKind = 'unreachable') {
    super(`The database cannot be reached (${reason})`, { cause });
    this.reason = reason;
    this.kind = kind;
  }
}

/** A connection that failed or was lost, at the socket. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
]);
/** PostgreSQL's SQLSTATEs for a server that is stopping, starting or full (class 08 is every connection exception). */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and pg-pool say these without a code. */
const clientMessages = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/];
/**
 * A disk full or read-only: the file system's errors, PostgreSQL's disk_full and read_only_sql_transaction (a standby).
 */
const storageCodes = new Set(['ENOSPC', 'EDQUOT', 'EROFS', '53100', '25006']);
/** SQLite's primary result codes (the low byte of an extended code) and what each means here. */
const sqliteCodes = new Map<number, [string, UnavailableKind]>([
  [5, ['SQLITE_BUSY', 'busy']],
  [8, ['SQLITE_READONLY', 'cannot-store']],
  [10, ['SQLITE_IOERR', 'unreachable']],
  [13, ['SQLITE_FULL', 'cannot-store']],
  [14, ['SQLITE_CANTOPEN', 'unreachable']],
]);

/** Why `error` means the database cannot be used just now and how, or undefined when it is some other failure. */
export function unavailableKind(error: unknown): { reason: string; kind: UnavailableKind } | undefined {
  if (error instanceof DatabaseUnavailable) return { reason: error.reason, kind: error.kind ?? 'unreachable' };
  if (typeof error !== 'object' || error === null) return undefined;
  // 'localhost' resolves to two addresses; both refused arrive together.
  if (error instanceof AggregateError && error.errors.length > 0) {
    const found = error.errors.map(unavailableKind);
    return found.every(Boolean) ? found[0] : undefined;
  }
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && socketCodes.has(code)) return { reason: code, kind: 'unreachable' };
  if (typeof code === 'string' && storageCodes.has(code))
    return { reason: `${code} ${text}`.trim(), kind: 'cannot-store' };
  if (typeof code === 'string' && (serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return { reason: `${code} ${text}`.trim(), kind: 'unreachable' };
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    const known = sqliteCodes.get(errcode & 0xff);
    return known && { reason: `${known[0]} ${text}`.trim(), kind: known[1] };
  }
  return clientMessages.some((m) => m.test(text)) ? { reason: text, kind: 'unreachable' } : undefined;
}

/** Why `error` means the database cannot be used just now, or undefined when it is some other failure. */
export const unavailableReason = (error: unknown): string | undefined => unavailableKind(error)?.reason;

/** `error` as a DatabaseUnavailable when it is one, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable) return error;
  const found = unavailableKind(error);
  return found ? new DatabaseUnavailable(found.reason, error, found.kind) : error;
}

/**
 * One log line when the database goes away after having been reached, and one when it is back,
 * whatever the number of requests refused in between; the same, apart, for the database unable
 * to store while it can still be read. Every query and connection event takes a ticket in
 * order, so that a query already under way when the state changed says nothing about the new
 * state; and the return is logged once it has held for a second, since a server shutting down
 * still answers a few queries on connections it has not closed yet. Only a write that commits
 * ends an outage of storage: reads go on answering meanwhile. Before the first success start-up
 * logs its own attempts. Shared by both copies of this module, like the brand above.
 */
interface Outage {
  state: 'unknown' | 'up' | 'down' | 'returning';
  /** The ticket of the event that changed the state. */
  changedAt: number;
  since: number;
}
type Tracked = Exclude<UnavailableKind, 'busy'>;
interface Outages {
  tickets: number;
  of: Record<Tracked, Outage>;
  /** When a lock held too long was last logged. */
  busyLoggedAt: number;
}
const outages: Outages = {
  tickets: 0,
  // A disk full at start-up is still news: storage is taken to work until a write fails.
  of: {
    unreachable: { state: 'unknown', changedAt: 0, since: 0 },
    'cannot-store': { state: 'up', changedAt: 0, since: 0 },
  },
  busyLoggedAt: 0,
};
const HELD_MS = 1000;
/** At most one line this often about a lock held past the busy timeout. */
const BUSY_LOG_MS = 60_000;

const lines: Record<Tracked, { down: (reason: string) => string; back: (seconds: string) => string }> = {
  unreachable: {
    down: (reason) => `Database unreachable (${reason}); requests that need it answer 503 until it is back`,
    back: (seconds) => `The database is reachable again after ${seconds} s`,
  },
  'cannot-store': {
    down: (reason) =>
      `The database cannot store anything (${reason}): its disk is full or read-only; ` +
      'writes answer 503 until it can store again',
    back: (seconds) => `The database stores again after ${seconds} s`,
  },
};

const ticket = () => ++outages.tickets;

function change(outage: Outage, state: Outage['state']) {
  outage.state = state;
  outage.changedAt = ticket();
}

/** A failure seen by an event with this ticket (now, for a connection's own error). */
export function noteFailure(reason: string, seenAt = ticket(), kind: UnavailableKind = 'unreachable'): void {
  if (kind === 'busy') return noteBusy(reason);
  const outage = outages.of[kind];
  if (seenAt < outage.changedAt) return;
  if (outage.state === 'returning') change(outage, 'down');
  if (outage.state !== 'up') return;
  change(outage, 'down');
  outage.since = Date.now();
  log.error(lines[kind].down(reason));
}

/** Not an outage: the site's own writers wait for each other; this is another program holding the file. */
function noteBusy(reason: string): void {
  const now = Date.now();
  if (now - outages.busyLoggedAt < BUSY_LOG_MS) return;
  outages.busyLoggedAt = now;
  log.warn(
    `The database file stayed locked past the busy timeout (${reason}); ` +
      'another program is holding it, and writes answer 503 meanwhile',
  );
}

function noteSuccess(kind: Tracked, startedAt: number): void {
  const outage = outages.of[kind];
  if (outage.state === 'up' || outage.state === 'returning' || startedAt < outage.changedAt) return;
  if (outage.state === 'unknown') return change(outage, 'up');
  change(outage, 'returning');
  const back = Date.now();
  const returned = outage.changedAt;
  setTimeout(() => {
    if (outage.state !== 'returning' || outage.changedAt !== returned) return;
    change(outage, 'up');
    log.info(lines[kind].back(((back - outage.since) / 1000).toFixed(1)));
  }, HELD_MS).unref();
}

/** Runs `work`; on success `stored` says whether it committed a write (undefined: it did not). */
async function guarded<T>(work: () => Promise<T>, stored?: (result: T) => boolean): Promise<T> {
  const startedAt = ticket();
  try {
    const result = await work();
    noteSuccess('unreachable', startedAt);
    if (stored?.(result)) noteSuccess('cannot-store', startedAt);
    return result;
  } catch (error) {
    const translated = asUnavailable(error);
    if (translated instanceof DatabaseUnavailable) noteFailure(translated.reason, startedAt, translated.kind);
    throw translated;
  }
}

const writeNodes = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const isWrite = (query: CompiledQuery) =>
  writeNodes.has(query.query.kind) || /^\s*(insert|update|delete|replace)\b/i.test(query.sql);

/** A connection whose every query passes `guarded`; the driver's own connection stays inside. */
class GuardedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  /** Whether a transaction is open on it, and whether it has written: its commit then stores. */
  inTransaction = false;
  wrote = false;
  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const write = isWrite(query);
    if (write && this.inTransaction) this.wrote = true;
    return guarded(
      () => this.inner.executeQuery<R>(query),
      () => write && !this.inTransaction,
    );
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(query, chunkSize);
    } catch (error) {
      throw asUnavailable(error);
    }
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as GuardedConnection).inner;
const ended = (connection: DatabaseConnection) => {
  const guardedConnection = connection as GuardedConnection;
  guardedConnection.inTransaction = false;
  guardedConnection.wrote = false;
};

/** Kysely's driver with every way to the database (connecting, queries, transactions) guarded. */
class GuardedDriver implements Driver {
  readonly #inner: Driver;
  readonly #connections = new WeakMap<DatabaseConnection, GuardedConnection>();
  constructor(inner: Driver) {
    this.#inner = inner;
  }
  init(): Promise<void> {
    return guarded(() => this.#inner.init());
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await guarded(() => this.#inner.acquireConnection());
    let wrapped = this.#connections.get(connection);
    if (!wrapped) {
      wrapped = new GuardedConnection(connection);
      this.#connections.set(connection, wrapped);
    }
    return wrapped;
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await guarded(() => this.#inner.beginTransaction(innerOf(connection), settings));
    (connection as GuardedConnection).inTransaction = true;
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    const wrote = (connection as GuardedConnection).wrote;
    ended(connection);
    return guarded(
      () => this.#inner.commitTransaction(innerOf(connection)),
      () => wrote,
    );
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    ended(connection);
    return guarded(() => this.#inner.rollbackTransaction(innerOf(connection)));
  }
  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    return guarded(() => this.#inner.savepoint!(innerOf(connection), name, compile));
  }
  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    return guarded(() => this.#inner.rollbackToSavepoint!(innerOf(connection), name, compile));
  }
  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ): Promise<void> {
    return guarded(() => this.#inner.releaseSavepoint!(innerOf(connection), name, compile));
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(innerOf(connection));
  }
  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** `dialect` with its driver guarded: what connect() gives Kysely for either engine. */
export function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
