import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from './database.ts';

/**
 * A migrated database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set) for the tests of the
 * describe block that calls this: made before them, dropped after. Read `db` inside the tests.
 */
export function useMigratedDatabase(): { readonly db: Kysely<Database>; readonly database: TestDatabase } {
  const state = {} as { db: Kysely<Database>; database: TestDatabase };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.db = (await migratedConnection(state.database)).db;
  });
  afterAll(async () => {
    await state.db?.destroy();
    await state.database?.drop();
  });
  return state;
}
