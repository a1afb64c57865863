import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from './connect.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '#tests/support/database.ts';

let database: TestDatabase | undefined;
let site: Connection | undefined;
let other: Connection | undefined;
afterAll(async () => {
  await site?.db.destroy();
  await other?.db.destroy();
  await database?.drop();
});

describe.runIf(onPostgres())('a PostgreSQL connection closed by the server', () => {
  it('is reopened on the next query instead of ending the process', async () => {
    database = await createTestDatabase();
    site = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    other = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(site.db)).rows[0]!.pid;
    // As a server restart or a failover does to an idle connection of the pool.
    await sql`select pg_terminate_backend(${pid})`.execute(other.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ one: number }>`select 1 as one`.execute(site.db);
    expect(after.rows[0]!.one).toBe(1);
  });
});
