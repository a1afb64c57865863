import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../../scripts/build-if-needed.ts';
import { startServer, type RunningServer } from '../../support/server.ts';

let server: RunningServer | undefined;

export default async function setup(project: TestProject) {
  if (!buildIfNeeded()) throw new Error('The build failed; browser tests need a built site.');
  server = await startServer();
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}
