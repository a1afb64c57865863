import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isArchiveName } from './archive.ts';
import { BackupError } from './database.ts';

/** The number given to --keep: a whole number of archives, at least one (the one just written). */
export function parseKeep(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new BackupError(
      `--keep needs a whole number of archives, at least 1 (got "${value}"). Example: npm run backup -- --keep 14`,
    );
  }
  return Number(value);
}

/**
 * Removes all but the newest `keep` backup archives in a folder. Only files named as this
 * command names them are touched; their names sort by time because the time is in ISO form.
 */
export async function pruneArchives(folder: string, keep: number): Promise<string[]> {
  const archives = (await readdir(folder)).filter(isArchiveName).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(join(folder, name), { force: true });
  return old;
}
