import { join } from 'node:path';
import { getConfig } from '../config.ts';
import { localStorage } from './local.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';

let shared: FileStorage | undefined;

/** The site's file storage: DATA_DIR/uploads on the local disk (an S3 bucket would plug in here). */
export function getStorage(): FileStorage {
  shared ??= localStorage(join(getConfig().DATA_DIR, 'uploads'));
  return shared;
}

/** For tests and scripts that work on another folder. */
export function setStorage(storage: FileStorage) {
  shared = storage;
}
