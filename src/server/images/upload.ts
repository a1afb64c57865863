import { RequestError, REQUIRED_MESSAGE } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import { imageMessages, MAX_IMAGE_BYTES } from './limits.ts';
import { ImageRejected, processImage } from './pipeline.ts';
import {
  copyStoredImage,
  deleteImages,
  storeImage,
  variantFromUrl,
  withNewImages,
  type StoredImage,
} from './stored.ts';

/** The bytes of an uploaded file part, refusing a missing one and an oversized one before reading it. */
export async function fileBytes(value: unknown, field = 'image'): Promise<Uint8Array | null> {
  if (!(value instanceof File) || value.size === 0) return null;
  if (value.size > MAX_IMAGE_BYTES) throw new ImageRejected(imageMessages.tooLarge, 413, field);
  return new Uint8Array(await value.arrayBuffer());
}

export function requireImage(bytes: Uint8Array | null, field = 'image'): Uint8Array {
  if (!bytes) throw new RequestError(400, REQUIRED_MESSAGE, { [field]: imageMessages.required });
  return bytes;
}

/** Processes and stores an upload, then runs `write`; if `write` fails the files are removed. */
export async function saveWithImage<T>(
  storage: FileStorage,
  folder: string,
  bytes: Uint8Array,
  write: (image: StoredImage) => Promise<T>,
): Promise<T> {
  const image = await storeImage(storage, folder, await processImage(bytes));
  return withNewImages(storage, [image], () => write(image));
}

export const imageAddressMessages = { notOurs: 'image.address.notOurs', missing: 'image.address.missing' } as const;

/**
 * An update's picture: a new file replaces the old one; the address of the current picture keeps
 * it; the address of another picture the site stores (one copied from another record) puts a
 * copy of that picture in its place; any other address is refused with the reason. The replaced
 * files are removed after the record is saved. A record owns its files, so two records never
 * share one.
 */
export async function updateWithImage<T>(
  storage: FileStorage,
  folder: string,
  current: StoredImage,
  change: { bytes: Uint8Array | null; url?: string | null },
  write: (image: StoredImage) => Promise<T>,
): Promise<T> {
  if (change.bytes) {
    const result = await saveWithImage(storage, folder, change.bytes, write);
    await deleteImages(storage, [current]);
    return result;
  }
  const url = change.url?.trim();
  if (!url) return write(current);
  const named = variantFromUrl(storage, url);
  if (!named) throw new RequestError(400, imageAddressMessages.notOurs, { image: imageAddressMessages.notOurs });
  if (named.key === current.key) return write(current);
  const copy = await copyStoredImage(storage, folder, named);
  if (!copy) throw new RequestError(400, imageAddressMessages.missing, { image: imageAddressMessages.missing });
  const result = await withNewImages(storage, [copy], () => write(copy));
  await deleteImages(storage, [current]);
  return result;
}
