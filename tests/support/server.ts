import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database.ts';

const root = join(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  port: number;
  /** The site's process, for a signal or its memory. */
  pid: number;
  dataDir: string;
  databaseUrl?: string;
  /** Everything the server printed so far. */
  output(): string;
  /** False once the process has exited (a crash, or after stop). */
  alive(): boolean;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs Node with `args` in the repository root, this environment plus `env`, collecting its stdout and stderr. */
export function spawnNode(
  args: string[],
  env: Record<string, string | undefined> = {},
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Seals donors' identity numbers in test sites: a site on PostgreSQL refuses to start without a key. */
export const testDonorDataKey = 'dGVzdC1rZXktZm9yLXNlYWxlZC1kb25vci1kYXRhLTA=';

/** Runs `scripts/start.ts` (the built site) exactly as `npm start` does, without building. */
export function spawnSite(env: Record<string, string | undefined>): { child: ChildProcess; output: () => string } {
  // One process unless a test asks for workers: tests stop and kill the site by its PID.
  return spawnNode([join(root, 'scripts/start.ts'), '--no-build'], {
    NODE_ENV: 'production',
    WEB_CONCURRENCY: '1',
    DONOR_DATA_KEY: process.env.DONOR_DATA_KEY ?? testDonorDataKey,
    ...env,
  });
}

/** Waits for a process from spawnNode or spawnSite to end: its exit code and all it printed. */
export function ended(run: {
  child: ChildProcess;
  output: () => string;
}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => run.child.once('close', (code) => resolve({ code, output: run.output() })));
}

/** Runs Node with `args` (see spawnNode) to its end. */
export const runNode = (args: string[], env: Record<string, string | undefined> = {}) => ended(spawnNode(args, env));

/** Runs the site (see spawnSite) until it stops by itself, as it does on a bad configuration. */
export const runSite = (env: Record<string, string | undefined>) => ended(spawnSite(env));

export async function startServer(
  options: { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<RunningServer> {
  const database = options.database ?? (await createTestDatabase());
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnSite({
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: url,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ...options.env,
  });

  await new Promise<void>((resolve, reject) => {
    // A first start migrates and seeds the demo photos: on a busy 2-core machine that has taken
    // close to 30 s. A server that never listens is killed so it cannot outlive the test run.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server did not start in time:\n${output()}`));
    }, 90_000);
    // It listens first and answers 503 until the database is migrated and seeded: ready is later.
    const check = () => {
      if (output().includes('Site ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before listening:\n${output()}`));
    });
  });

  return {
    url,
    port,
    pid: child.pid!,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.database) await database.drop();
    },
  };
}
