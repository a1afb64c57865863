import { afterAll, beforeAll } from 'vitest';
import { connect, type Connection } from '#src/server/db/connect.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from './database.ts';

/**
 * Two connections to one fresh, migrated database, as two instances of the site see it, for the
 * test file that calls this (opened before its tests, closed and dropped after them).
 */
export function twoInstances(): { first: () => Connection; second: () => Connection } {
  let database: TestDatabase;
  let first: Connection;
  let second: Connection;
  beforeAll(async () => {
    database = await createTestDatabase();
    first = await migratedConnection(database);
    second = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await first?.db.destroy();
    await second?.db.destroy();
    await database?.drop();
  });
  return { first: () => first, second: () => second };
}
