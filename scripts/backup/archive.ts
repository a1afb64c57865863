// The backup archive: one gzipped tar holding manifest.json, database/ (an SQLite snapshot or
// a pg_dump in custom format) and uploads/ (every stored file under its storage key).
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { create, extract } from 'tar';
import type { DialectName } from '#src/server/db/connect.ts';

export const archiveFormat = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  engine: DialectName;
  /** File name inside database/. */
  databaseFile: string;
  uploads: number;
}

/** A sortable, unique-enough name: peetam-backup-2026-11-22T06-40-21-123Z.tar.gz */
export const archiveName = (at: Date) => `peetam-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

/** Whether a file name is one archiveName gives (a file renamed by hand is not). */
export const isArchiveName = (name: string) =>
  /^peetam-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/.test(name);

/** A working folder beside the archive, so a large backup never fills a small /tmp. */
export async function stagingFolder(near: string): Promise<string> {
  await mkdir(near, { recursive: true });
  return mkdtemp(join(near, '.staging-'));
}

export async function writeArchive(staging: string, manifest: Manifest, file: string) {
  await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
  await mkdir(join(staging, 'uploads'), { recursive: true });
  // Written under another name and renamed: a half-written archive never looks like a backup.
  const partial = `${file}.part`;
  await create({ gzip: true, file: partial, cwd: staging, portable: true }, ['manifest.json', 'database', 'uploads']);
  await rename(partial, file);
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** Unpacks into `staging` and returns the manifest; refuses anything that is not our archive. */
export async function readArchive(file: string, staging: string): Promise<Manifest> {
  if (!existsSync(file))
    throw new ArchiveError(`No archive at ${file}. Give the path of a file written by npm run backup.`);
  try {
    // tar refuses entries that would land outside `cwd` (absolute paths, ..).
    await extract({ file, cwd: staging, strict: true });
  } catch (error) {
    throw new ArchiveError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveError(`${file} has no manifest.json: it was not written by npm run backup.`);
  }
  if (manifest.format !== archiveFormat) {
    throw new ArchiveError(
      `${file} is a backup of format ${manifest.format}; this version reads format ${archiveFormat}.`,
    );
  }
  return manifest;
}

export const removeStaging = (staging: string) => rm(staging, { recursive: true, force: true });
