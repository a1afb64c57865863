import { join } from 'node:path';
import { getConfig, type Config } from '../config.ts';
import { localStorage } from './local.ts';
import { s3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

export type { FileStorage } from './storage.ts';

/** The storage the configuration names: DATA_DIR/uploads, or an S3-compatible bucket. */
export function storageFor(config: Config): FileStorage {
  if (config.STORAGE === 's3') {
    return s3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
      // Self-hosted servers rarely have a DNS name per bucket; Amazon itself prefers one.
      forcePathStyle: config.S3_FORCE_PATH_STYLE ? config.S3_FORCE_PATH_STYLE === 'on' : Boolean(config.S3_ENDPOINT),
    });
  }
  return localStorage(join(config.DATA_DIR, 'uploads'));
}

let shared: FileStorage | undefined;

/** The site's file storage, chosen by STORAGE. */
export function getStorage(): FileStorage {
  shared ??= storageFor(getConfig());
  return shared;
}
