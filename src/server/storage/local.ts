import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertSafeKey, isSafeKey, type FileStorage } from './storage.ts';

/** Files under a folder on the server's disk (DATA_DIR/uploads), served at /uploads/<key>. */
export function localStorage(root: string, urlBase = '/uploads'): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(base, key);
  };
  const isAbsent = (error: unknown) => ['ENOENT', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = `${path}.${randomBytes(4).toString('hex')}.part`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },
    async open(key) {
      if (!isSafeKey(key)) return null;
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          size: info.size,
          read: (start, end) => Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *keys() {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
        // Half-written files (.part) are not keys.
        if (isSafeKey(key)) yield key;
      }
    },
    url: (key) => `${urlBase}/${key}`,
  };
}
