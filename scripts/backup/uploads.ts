// Uploads travel through the FileStorage interface, so a local folder and a bucket are backed
// up and restored by the same code, and a backup of one can be restored into the other.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { FileStorage } from '../../src/server/storage/storage.ts';
import { contentTypeOf, isSafeKey } from '../../src/server/storage/storage.ts';

/** Copies every stored file into `folder`, under its key; returns how many. */
export async function copyUploadsOut(storage: FileStorage, folder: string): Promise<number> {
  let count = 0;
  for await (const key of storage.keys()) {
    const data = await storage.get(key);
    // Deleted since it was listed: its record is gone too.
    if (!data) continue;
    const path = join(folder, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    count++;
  }
  return count;
}

/** Puts every file of `folder` into the storage under its key; returns how many. */
export async function copyUploadsIn(storage: FileStorage, folder: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!isSafeKey(key)) continue;
    await storage.put(key, await readFile(join(folder, key)), contentTypeOf(key));
    count++;
  }
  return count;
}
