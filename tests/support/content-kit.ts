// Test helper: a migrated database and a temporary upload folder for content service tests.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from '#src/server/db/connect.ts';
import { localStorage } from '#src/server/storage/local.ts';
import type { ContentDeps } from '#src/server/service-deps.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from './database.ts';

export interface ContentKit {
  deps: ContentDeps;
  /** Every stored file, as keys relative to the upload folder. */
  files(): string[];
  close(): Promise<void>;
}

export async function openContentKit(): Promise<ContentKit> {
  const database: TestDatabase = await createTestDatabase();
  const connection: Connection = await migratedConnection(database);
  const uploads = mkdtempSync(join(tmpdir(), 'peetam-uploads-'));
  return {
    deps: { db: connection.db, storage: localStorage(uploads) },
    files: () =>
      readdirSync(uploads, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.webp')),
    async close() {
      await connection.db.destroy();
      await database.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
