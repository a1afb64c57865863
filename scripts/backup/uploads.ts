// Uploads travel through the FileStorage interface, so a local folder and a bucket are backed
// up and restored by the same code, and a backup of one can be restored into the other.
import { localStorage } from '#src/server/storage/local.ts';
import { contentTypeOf, type FileStorage } from '#src/server/storage/storage.ts';

/** Copies every stored file into `folder`, under its key; returns how many. */
export const copyUploadsOut = (storage: FileStorage, folder: string) => copyAll(storage, localStorage(folder));

/** Puts every file of `folder` into the storage under its key; returns how many. */
export const copyUploadsIn = (storage: FileStorage, folder: string) => copyAll(localStorage(folder), storage);

async function copyAll(from: FileStorage, to: FileStorage): Promise<number> {
  let count = 0;
  for await (const key of from.keys()) {
    const data = await from.get(key);
    // Deleted since it was listed: its record is gone too.
    if (!data) continue;
    await to.put(key, data, contentTypeOf(key));
    count++;
  }
  return count;
}
