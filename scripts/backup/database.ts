// Consistent database snapshots: SQLite's online backup API (the server may keep running), or
// pg_dump in custom format, which reads one transaction's snapshot. Restores put them back.
import { spawn } from 'node:child_process';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { hidePassword, sqliteFile, type DialectName } from '#src/server/db/connect.ts';
import { BUSY_TIMEOUT_MS } from '#src/server/db/sqlite.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface Target {
  dataDir: string;
  databaseUrl?: string;
}

export const engineOf = (target: Target): DialectName => (target.databaseUrl ? 'postgres' : 'sqlite');

/** libpq reads the password from the environment, so it never shows in the process list. */
function libpq(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; a missing tool or a failure becomes one sentence to act on. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', (error) => {
      const code = (error as NodeJS.ErrnoException).code;
      reject(
        new BackupError(
          code === 'ENOENT'
            ? `${tool} was not found. Install the PostgreSQL client tools of the server's major version (Debian and ` +
                `Ubuntu: apt-get install postgresql-client) and run the command again.`
            : `${tool} could not be started (${code ?? error.message}).`,
        ),
      );
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}

/** Writes the snapshot into `folder`; returns its file name. */
export async function snapshotDatabase(target: Target, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  if (target.databaseUrl) {
    const { url, env } = libpq(target.databaseUrl);
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(folder, 'site.pgdump')}`, `--dbname=${url}`],
      env,
    );
    return 'site.pgdump';
  }
  const file = sqliteFile(target.dataDir);
  if (!existsSync(file)) throw new BackupError(`No database at ${file}: nothing to back up. Check DATA_DIR.`);
  // Waits for a commit under way, as the site's own connections do, instead of failing at once.
  const source = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
  try {
    await backup(source, join(folder, 'site.db'));
  } finally {
    source.close();
  }
  return 'site.db';
}

/** How many tables the target database already has (0 for a new, empty one). */
export async function tablesIn(target: Target): Promise<number> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
    } catch (error) {
      throw new BackupError(
        `Cannot reach the database at ${hidePassword(target.databaseUrl)} (` +
          `${(error as { code?: string }).code ?? (error as Error).message}). Check DATABASE_URL.`,
      );
    }
    try {
      const result = await client.query<{ n: string }>(
        'select count(*) as n from pg_tables where schemaname = current_schema()',
      );
      return Number(result.rows[0]!.n);
    } finally {
      await client.end();
    }
  }
  const file = sqliteFile(target.dataDir);
  if (!existsSync(file)) return 0;
  const db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    return Number(
      (db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n,
    );
  } finally {
    db.close();
  }
}

/** Empties the PostgreSQL schema the site uses: its tables, and with them their sequences. */
async function dropTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      'select tablename from pg_tables where schemaname = current_schema()',
    );
    for (const { tablename } of rows)
      await client.query(`drop table if exists ${pg.escapeIdentifier(tablename)} cascade`);
  } finally {
    await client.end();
  }
}

/** Replaces the target's database with the snapshot in `folder` (the caller checked it may). */
export async function restoreDatabase(target: Target, folder: string, file: string): Promise<void> {
  const snapshot = join(folder, file);
  if (!existsSync(snapshot)) throw new BackupError(`The archive has no database/${file}.`);
  if (target.databaseUrl) {
    await dropTables(target.databaseUrl);
    const { url, env } = libpq(target.databaseUrl);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, snapshot],
      env,
    );
    return;
  }
  const live = sqliteFile(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  // The write-ahead log of the old file would be replayed over the restored one.
  for (const path of [`${live}-wal`, `${live}-shm`, live]) await rm(path, { force: true });
  await copyFile(snapshot, live);
}
