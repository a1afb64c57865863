import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { getDb } from './db/connect.ts';
import { getStorage, type FileStorage } from './storage/index.ts';
import type { Actor } from './actor.ts';

/** What a content service works with; tests and scripts pass their own. */
export interface ContentDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** The administrator making the writes; each write records it in the audit trail. Absent for demo seeding. */
  actor?: Actor;
}

export const siteDeps = (): ContentDeps => ({ db: getDb(), storage: getStorage() });
