import { randomBytes } from 'node:crypto';
import { isSafeKey, type FileStorage } from '../storage/storage.ts';
import { log } from '../log.ts';
import { IMAGE_WIDTHS, variantWidths } from './limits.ts';
import { imageSize, type ProcessedImage } from './pipeline.ts';

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

/** A key never used before: records never share files, so a file is never overwritten. */
const newImageKey = (folder: string) => `${folder}/${new Date().getUTCFullYear()}/${randomBytes(8).toString('hex')}`;

export const variantKeys = (image: StoredImage) => variantWidths(image.width).map((w) => variantKey(image.key, w));

/** Writes every variant; if one write fails the others are removed, so no orphan is left. */
export async function storeImage(storage: FileStorage, folder: string, image: ProcessedImage): Promise<StoredImage> {
  const stored = { key: newImageKey(folder), width: image.width, height: image.height };
  const results = await Promise.allSettled(
    image.variants.map((v) => storage.put(variantKey(stored.key, v.width), v.data, 'image/webp')),
  );
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
export async function withNewImages<T>(
  storage: FileStorage,
  images: StoredImage[],
  write: () => Promise<T>,
): Promise<T> {
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

/** The stored image and the width of the variant a URL of ours names, or null for any other address. */
export function variantFromUrl(storage: FileStorage, url: string): { key: string; width: number } | null {
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
  const match = /^(.+)-(\d+)\.webp$/.exec(rest);
  return match ? { key: match[1]!, width: Number(match[2]) } : null;
}

/** The stored image a URL of ours names (any of its variants), or null for any other address. */
export const keyFromUrl = (storage: FileStorage, url: string): string | null =>
  variantFromUrl(storage, url)?.key ?? null;

/**
 * A copy, under `folder`, of an image the site already stores, named by the address of one of
 * its variants; null when no such image is stored. Copied file by file (nothing is re-encoded),
 * so the record that takes it owns its files and deleting either record never breaks the other.
 * The copy is as wide as the largest variant found; its other variants are the ones below it.
 */
export async function copyStoredImage(
  storage: FileStorage,
  folder: string,
  source: { key: string; width: number },
): Promise<StoredImage | null> {
  if (!isSafeKey(source.key)) return null;
  // The address may name a smaller variant than the largest: look for the larger sizes.
  const larger = IMAGE_WIDTHS.filter((w) => w > source.width).reverse();
  let width = source.width;
  for (const candidate of larger) {
    if (await storage.open(variantKey(source.key, candidate))) {
      width = candidate;
      break;
    }
  }
  const files = await Promise.all(
    variantWidths(width).map(async (w) => ({ width: w, data: await storage.get(variantKey(source.key, w)) })),
  );
  const largest = files.at(-1)?.data;
  if (!largest || files.some((f) => !f.data)) return null;
  const { height } = await imageSize(largest);
  const copy: StoredImage = { key: newImageKey(folder), width, height };
  const results = await Promise.allSettled(
    files.map((f) => storage.put(variantKey(copy.key, f.width), f.data!, 'image/webp')),
  );
  if (results.some((r) => r.status === 'rejected')) {
    await deleteImages(storage, [copy]);
    throw (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
  }
  return copy;
}
