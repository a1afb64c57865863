import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

/** The site's process's open files that are `path` itself. */
const openCopies = (pid: number, path: string) =>
  readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`) === path;
    } catch {
      return false; // closed meanwhile
    }
  }).length;

// scripts/start.ts prepares the database and Astro's pages query it: were the site's modules
// loaded twice in the process (from src/ and from the build), each copy would open its own.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('one copy of each module in the site’s process', () => {
  it('holds one SQLite connection after start-up, timers and pages rendered and kept', async () => {
    for (const path of ['/', '/aboutus', '/aboutus', '/api/pujas']) {
      expect((await fetch(server.url + path)).status).toBe(200);
    }
    expect(openCopies(server.pid, join(server.dataDir, 'site.db'))).toBe(1);
  });
});
