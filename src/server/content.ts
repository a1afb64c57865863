import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import { getDb } from './db/connect.ts';
import { getStorage, type FileStorage } from './storage/index.ts';
import type { AuditActor } from '../features/audit/service.ts';

/** What a content service works with; tests and scripts pass their own. */
export interface ContentDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** The administrator making the writes; each write records it in the audit trail. Absent for demo seeding. */
  actor?: AuditActor;
}

export const siteDeps = (): ContentDeps => ({ db: getDb(), storage: getStorage() });

/** Ids arrive as path text; anything but a positive whole number cannot name a record. */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
