import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../../scripts/build-if-needed.ts';
import { startServer, type RunningServer } from '../../support/server.ts';
import { setHoldLimits } from '../../support/hold-limits.ts';

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  if (!buildIfNeeded()) throw new Error('The build failed; browser tests need a built site.');
  server = await startServer();
  // Every file books from 127.0.0.1, most with the same e-mail and phone: the office's limits on
  // holds (tested on a server of their own in booking-fairness) would make one file fail another's.
  await setHoldLimits(server);
  project.provide('baseURL', server.url);
  // The tests' own rows go where the server reads: its PostgreSQL database when TEST_DATABASE_URL
  // gave it one, else the SQLite file in its data folder.
  project.provide('database', { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's database, for createUser and withDb (tests/support). */
    database: { dataDir: string; databaseUrl?: string };
  }
}
