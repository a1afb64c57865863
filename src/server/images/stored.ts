import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage/storage.ts';
import { log } from '../log.ts';
import { variantWidths } from './limits.ts';
import type { ProcessedImage } from './pipeline.ts';

/**
 * An image as records keep it: the key its files share and its upright size. The files are
 * '<key>-<width>.webp' for each width of variantWidths(width).
 */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** What a page needs to draw a stored image: responsive sources and fixed dimensions. */
export interface ImageView {
  /** The largest variant; the API's `image` field. */
  url: string;
  srcset: string;
  width: number;
  height: number;
}

const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

export const variantKeys = (image: StoredImage) => variantWidths(image.width).map((w) => variantKey(image.key, w));

/** Writes every variant; if one write fails the others are removed, so no orphan is left. */
export async function storeImage(storage: FileStorage, folder: string, image: ProcessedImage): Promise<StoredImage> {
  const key = `${folder}/${new Date().getUTCFullYear()}/${randomBytes(8).toString('hex')}`;
  const stored = { key, width: image.width, height: image.height };
  const results = await Promise.allSettled(image.variants.map((v) => storage.put(variantKey(key, v.width), v.data, 'image/webp')));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await deleteImages(storage, [stored]);
    throw (failed as PromiseRejectedResult).reason;
  }
  return stored;
}

/** Removes the files of images; a failure is logged (a leftover file is harmless), not thrown. */
export async function deleteImages(storage: FileStorage, images: StoredImage[]) {
  const keys = images.flatMap(variantKeys);
  const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') log.warn(`Could not delete the uploaded file ${keys[i]}`, r.reason);
  });
}

/**
 * The "no orphan file, no half record" rule: the files are written first, then `write` stores
 * the record (in one transaction); if it throws, the new files are deleted again.
 */
export async function withNewImages<T>(storage: FileStorage, images: StoredImage[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deleteImages(storage, images);
    throw error;
  }
}

export function imageView(storage: FileStorage, image: StoredImage): ImageView {
  const widths = variantWidths(image.width);
  return {
    url: storage.url(variantKey(image.key, widths[widths.length - 1]!)),
    srcset: widths.map((w) => `${storage.url(variantKey(image.key, w))} ${w}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

/** What every address the storage gives starts with: '/uploads/', or the public bucket's URL. */
export function uploadPrefix(storage: FileStorage): string {
  const probe = storage.url('KEY');
  return probe.slice(0, probe.indexOf('KEY'));
}

/** The stored image a URL of ours names (any of its variants), or null for any other address. */
export function keyFromUrl(storage: FileStorage, url: string): string | null {
  const prefix = uploadPrefix(storage);
  let rest: string;
  if (/^https?:\/\//.test(prefix)) {
    // A public bucket address: the whole URL must start with it.
    if (!url.startsWith(prefix)) return null;
    rest = url.slice(prefix.length).split(/[?#]/)[0]!;
  } else {
    let path: string;
    try {
      path = new URL(url, 'http://local').pathname;
    } catch {
      return null;
    }
    if (!path.startsWith(prefix)) return null;
    rest = path.slice(prefix.length);
  }
  const match = /^(.+)-\d+\.webp$/.exec(rest);
  return match ? match[1]! : null;
}
