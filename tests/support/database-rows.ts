import { connect } from '#src/server/db/connect.ts';
import type { Database } from '#src/server/db/schema.ts';
import type { Kysely } from 'kysely';

/** Runs a read (or a setup write) straight against a running test server's database. */
export async function withDb<R>(
  server: { dataDir: string; databaseUrl?: string },
  work: (db: Kysely<Database>) => Promise<R>,
): Promise<R> {
  const { db } = connect({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}
