import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { log } from '../log.ts';

/**
 * The database going away (a PostgreSQL restart or failover, a network cut, an SQLite file held
 * locked past the busy timeout) becomes one error, DatabaseUnavailable, thrown from the one
 * place every query passes: the Kysely driver wrapped below. The site answers it 503 with
 * Retry-After (src/middleware.ts), never as a render error (docs/decisions/120).
 */

/** How long a client is asked to wait (Retry-After) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

// This module is loaded twice in one process (by scripts/start.ts and inside Astro's bundle),
// so the class is recognised by a brand both copies share, not by its identity.
const BRAND = Symbol.for('peetam.database-unavailable');

export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  readonly [BRAND] = true;
  /** What the driver said, short enough for a log line: ECONNREFUSED, 57P01, SQLITE_BUSY... */
  readonly reason: string;

  constructor(reason: string, cause?: unknown) {
    super(`The database cannot be reached (${reason})`, { cause });
    this.reason = reason;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** A connection that failed or was lost, at the socket. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);
/** PostgreSQL's SQLSTATEs for a server that is stopping, starting or full (class 08 is every connection exception). */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg and pg-pool say these without a code. */
const clientMessages = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/];
/** SQLite's primary result codes (the low byte of an extended code): BUSY, LOCKED, IOERR, FULL, CANTOPEN. */
const sqliteCodes = new Map([
  [5, 'SQLITE_BUSY'],
  [6, 'SQLITE_LOCKED'],
  [10, 'SQLITE_IOERR'],
  [13, 'SQLITE_FULL'],
  [14, 'SQLITE_CANTOPEN'],
]);

/** Why `error` means the database cannot be reached just now, or undefined when it is some other failure. */
export function unavailableReason(error: unknown): string | undefined {
  if (error instanceof DatabaseUnavailable) return error.reason;
  if (typeof error !== 'object' || error === null) return undefined;
  // 'localhost' resolves to two addresses; both refused arrive together.
  if (error instanceof AggregateError && error.errors.length > 0) {
    const reasons = error.errors.map(unavailableReason);
    return reasons.every(Boolean) ? reasons[0] : undefined;
  }
  const { code, errcode, message } = error as { code?: unknown; errcode?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'string' && socketCodes.has(code)) return code;
  if (typeof code === 'string' && (serverCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return `${code} ${text}`.trim();
  if (code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number') {
    const name = sqliteCodes.get(errcode & 0xff);
    return name && `${name} ${text}`.trim();
  }
  return clientMessages.some((m) => m.test(text)) ? text : undefined;
}

/** `error` as a DatabaseUnavailable when it is one, else unchanged. */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable) return error;
  const reason = unavailableReason(error);
  return reason ? new DatabaseUnavailable(reason, error) : error;
}

/**
 * One log line when the database goes away after having been reached, and one when it is back,
 * whatever the number of requests refused in between. Every query and connection event takes a
 * ticket in order, so that a query already under way when the state changed says nothing about
 * the new state; and the return is logged once it has held for a second, since a server
 * shutting down still answers a few queries on connections it has not closed yet. Before the
 * first success start-up logs its own attempts. Shared by both copies of this module, like the
 * brand above.
 */
interface Outage {
  state: 'unknown' | 'up' | 'down' | 'returning';
  /** The ticket of the event that changed the state. */
  changedAt: number;
  since: number;
  tickets: number;
}
const OUTAGE = Symbol.for('peetam.database-outage');
const outage = ((globalThis as { [OUTAGE]?: Outage })[OUTAGE] ??= { state: 'unknown', changedAt: 0, since: 0, tickets: 0 });
const HELD_MS = 1000;

const ticket = () => ++outage.tickets;

function change(state: Outage['state']) {
  outage.state = state;
  outage.changedAt = ticket();
}

/** A failure seen by an event with this ticket (now, for a connection's own error). */
export function noteFailure(reason: string, seenAt = ticket()): void {
  if (seenAt < outage.changedAt) return;
  if (outage.state === 'returning') change('down');
  if (outage.state !== 'up') return;
  change('down');
  outage.since = Date.now();
  log.error(`Database unreachable (${reason}); requests that need it answer 503 until it is back`);
}

function noteSuccess(startedAt: number): void {
  if (outage.state === 'up' || outage.state === 'returning' || startedAt < outage.changedAt) return;
  if (outage.state === 'unknown') return change('up');
  change('returning');
  const back = Date.now();
  const returned = outage.changedAt;
  setTimeout(() => {
    if (outage.state !== 'returning' || outage.changedAt !== returned) return;
    change('up');
    log.info(`The database is reachable again after ${((back - outage.since) / 1000).toFixed(1)} s`);
  }, HELD_MS).unref();
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  const startedAt = ticket();
  try {
    const result = await work();
    noteSuccess(startedAt);
    return result;
  } catch (error) {
    const translated = asUnavailable(error);
    if (translated instanceof DatabaseUnavailable) noteFailure(translated.reason, startedAt);
    throw translated;
  }
}

/** A connection whose every query passes `guarded`; the driver's own connection stays inside. */
class GuardedConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  constructor(inner: DatabaseConnection) {
    this.inner = inner;
  }
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return guarded(() => this.inner.executeQuery<R>(query));
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
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return guarded(() => this.#inner.beginTransaction(innerOf(connection), settings));
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.#inner.commitTransaction(innerOf(connection)));
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return guarded(() => this.#inner.rollbackTransaction(innerOf(connection)));
  }
  savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    return guarded(() => this.#inner.savepoint!(innerOf(connection), name, compile));
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    return guarded(() => this.#inner.rollbackToSavepoint!(innerOf(connection), name, compile));
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
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
