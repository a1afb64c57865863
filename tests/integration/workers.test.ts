import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { ended, freePort, spawnSite } from '../support/server.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function until(condition: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readyPids = (output: string) =>
  [...output.matchAll(/Site ready at \S+ \(process (\d+)\)/g)].map((m) => Number(m[1]));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start with WEB_CONCURRENCY=2', () => {
  const startTwoWorkers = async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = spawnSite({
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      WEB_CONCURRENCY: '2',
    });
    return { base, run };
  };

  const servesFromTwo =
    'serves from two worker processes on one port, replaces one that dies, and stops them all on SIGTERM';
  it(
    servesFromTwo,
    async () => {
      const { base, run } = await startTwoWorkers();
      try {
        await until(() => readyPids(run.output()).length === 2, 90_000);
        const [first, second] = readyPids(run.output()) as [number, number];
        expect(first).not.toBe(second);
        expect(run.output()).toContain('Starting 2 worker processes');
        // Both prepared the database; the first start's seed ran once.
        expect(run.output().match(/First start: seeded/g)?.length ?? 0).toBeLessThanOrEqual(1);
        const pages = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`${base}/aboutus`).then((r) => r.status)),
        );
        expect(pages.every((status) => status === 200)).toBe(true);

        process.kill(first, 'SIGKILL');
        await until(() => readyPids(run.output()).length === 3);
        expect(run.output()).toMatch(new RegExp(`Worker ${first} stopped \\(SIGKILL\\); starting another`));
        expect((await fetch(`${base}/`)).status).toBe(200);

        const workers = readyPids(run.output()).filter((pid) => pid !== first);
        run.child.kill('SIGTERM');
        const { code } = await ended(run);
        expect(code).toBe(0);
        expect(workers.filter(alive)).toEqual([]);
      } finally {
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
        for (const pid of readyPids(run.output())) if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    },
    120_000,
  );

  const closesTheConnections =
    'closes the connections of a worker that dies mid-request at once, and the other worker answers the rest';
  it(
    closesTheConnections,
    async () => {
      const { base, run } = await startTwoWorkers();
      const answers: Array<{ outcome: string; ms: number }> = [];
      let sending = true;
      // Rendered pages on a new connection each, ten at a time, as a busy hour sends them.
      const visitor = async () => {
        while (sending) {
          const started = Date.now();
          const outcome = await fetch(`${base}/aboutus`, {
            headers: { cookie: 'seen=1', connection: 'close' },
            signal: AbortSignal.timeout(10_000),
          }).then(
            async (response) => (await response.arrayBuffer(), String(response.status)),
            (error: Error) => error.name,
          );
          answers.push({ outcome, ms: Date.now() - started });
        }
      };
      let visitors: Promise<void>[] = [];
      try {
        await until(() => readyPids(run.output()).length === 2, 90_000);
        visitors = Array.from({ length: 10 }, visitor);
        // Each kill lands while connections are being accepted and answered; two kills, two chances.
        for (let kill = 0; kill < 2; kill++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const pids = readyPids(run.output());
          process.kill(pids[pids.length - 1]!, 'SIGKILL');
          await until(() => readyPids(run.output()).length === pids.length + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      } finally {
        sending = false;
        await Promise.all(visitors);
        if (run.child.exitCode === null) run.child.kill('SIGKILL');
        for (const pid of readyPids(run.output())) if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
      expect(answers.filter((a) => a.outcome === '200').length).toBeGreaterThan(50);
      // A request the dead worker held ends at once with the connection closed; none waits for the client's timeout.
      expect(answers.filter((a) => a.ms > 2000)).toEqual([]);
      expect(answers.filter((a) => !['200', 'TypeError'].includes(a.outcome))).toEqual([]);
    },
    180_000,
  );
});
