import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#src/server/db/schema.ts';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { variantWidths } from '#src/server/images/limits.ts';
import { uploadPrefix } from '#src/server/images/stored.ts';
import { log } from '#src/server/log.ts';
import { changedFields, recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { readSectionRow, writeSectionIfUnchanged } from './repo.ts';
import { parseStored } from './service.ts';
import { settingsSections, type SectionName, type Settings } from './sections/index.ts';

export interface SaveDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

export interface SectionChange<K extends SectionName> {
  section: K;
  /** The signed-in administrator making the change, named in the audit trail. */
  actor: AuditActor;
  /** The section's new values, before validation. */
  value: unknown;
  /** The version the editor started from (null: there was no row); undefined saves whatever is stored. */
  expectedVersion?: string | null;
  /** Storage keys written for this change; removed again if the save does not happen. */
  newFiles?: string[];
}

export type SaveResult<K extends SectionName> =
  | { ok: true; before: Settings[K]; after: Settings[K]; version: string }
  | { ok: false; reason: 'invalid'; error: z.ZodError }
  | { ok: false; reason: 'conflict' };

/** The storage keys of every uploaded file a section's values point at (each image's variants too). */
export function uploadedKeys(storage: FileStorage, value: unknown): Set<string> {
  const prefix = uploadPrefix(storage);
  const keys = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      if (!v.startsWith(prefix)) return;
      const key = v.slice(prefix.length);
      const image = /^(.+)-(\d+)\.webp$/.exec(key);
      if (image) for (const w of variantWidths(Number(image[2]))) keys.add(`${image[1]}-${w}.webp`);
      else keys.add(key);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return keys;
}

async function removeFiles(storage: FileStorage, keys: Iterable<string>) {
  for (const key of keys) {
    // A leftover file is harmless; a failed delete must not undo a saved change.
    await storage.delete(key).catch((error: unknown) => log.warn(`Could not delete the settings file ${key}`, error));
  }
}

/**
 * The one way a settings section is saved, from the admin screen or anywhere else: validates
 * the section, writes it only if nobody saved it since `expectedVersion`, and then removes the
 * uploaded files the old values used and the new ones no longer do. The acting administrator
 * and the section's values before and after are all here, for the audit trail.
 */
export async function saveSettingsSection<K extends SectionName>(
  deps: SaveDeps,
  change: SectionChange<K>,
): Promise<SaveResult<K>> {
  const { db, storage } = deps;
  const parsed = settingsSections[change.section].schema.safeParse(change.value);
  if (!parsed.success) {
    await removeFiles(storage, change.newFiles ?? []);
    return { ok: false, reason: 'invalid', error: parsed.error };
  }
  const after = parsed.data as Settings[K];
  const row = await readSectionRow(db, change.section);
  // An unreadable row is shown from the seed, like a missing one.
  const before = parseStored(change.section, row?.value) ?? (settingsSections[change.section].seed as Settings[K]);
  const expected = change.expectedVersion === undefined ? (row?.updated_at ?? null) : change.expectedVersion;
  let version: string | null;
  try {
    // The section and its audit entry are saved together or not at all.
    version = await db.transaction().execute(async (trx) => {
      const written = await writeSectionIfUnchanged(trx, change.section, after, expected);
      if (written !== null) {
        await recordAudit(trx, {
          actor: change.actor,
          recordType: 'settings',
          recordId: change.section,
          action: 'update',
          changes: changedFields(before as Record<string, unknown>, after as Record<string, unknown>),
        });
      }
      return written;
    });
  } catch (error) {
    await removeFiles(storage, change.newFiles ?? []);
    throw error;
  }
  if (version === null) {
    await removeFiles(storage, change.newFiles ?? []);
    return { ok: false, reason: 'conflict' };
  }
  log.info(`Settings section ${change.section} saved by user ${change.actor.id}`);
  const kept = uploadedKeys(storage, after);
  await removeFiles(
    storage,
    [...uploadedKeys(storage, before)].filter((k) => !kept.has(k)),
  );
  return { ok: true, before, after, version };
}
