import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.ts';

/**
 * A PostgreSQL server of a test's own, started from the installed binaries in a temporary
 * folder on a free loopback port, so that the test may stop and start it under load without
 * touching the server other tests share (docs/decisions/120). PG_BIN_DIR names the binaries'
 * folder; otherwise `pg_config --bindir`, then the newest /usr/lib/postgresql/<version>/bin.
 */
export interface PrivatePostgres {
  port: number;
  /** A URL of its `postgres` database (no password: the cluster trusts loopback). */
  url: string;
  start(): Promise<void>;
  /** 'fast' ends every session as a shutdown does (57P01); 'immediate' as a crash does. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it if it runs, and removes its folder. */
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // No pg_config on the PATH: look where Debian installs the server.
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      'No PostgreSQL server binaries (initdb, pg_ctl) found: install postgresql, or set PG_BIN_DIR to their folder.',
    );
  return join(root, newest, 'bin');
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function run(bin: string, args: string[], user: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(bin, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'peetam-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'peetam', '--auth=trust', '-E', 'UTF8', '-N'], user);
  // fsync off: a test's data need not survive a power cut, and the machine is shared.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  let running = false;
  const pgCtl = (args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], user);
  return {
    port,
    url: `postgres://peetam@127.0.0.1:${port}/postgres`,
    async start() {
      await pgCtl(['-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await pgCtl(['-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
