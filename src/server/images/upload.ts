import { RequestError, REQUIRED_MESSAGE } from '../http/errors.ts';
import type { FileStorage } from '../storage/storage.ts';
import { imageMessages, MAX_IMAGE_BYTES } from './limits.ts';
import { processImage } from './pipeline.ts';
import { deleteImages, keyFromUrl, storeImage, withNewImages, type StoredImage } from './stored.ts';

/** The bytes of an uploaded file part, refusing a missing one and an oversized one before reading it. */
export async function fileBytes(value: unknown, field = 'image'): Promise<Uint8Array | null> {
  if (!(value instanceof File) || value.size === 0) return null;
  if (value.size > MAX_IMAGE_BYTES) throw new RequestError(413, imageMessages.tooLarge, { [field]: imageMessages.tooLarge });
  return new Uint8Array(await value.arrayBuffer());
}

export function requireImage(bytes: Uint8Array | null, field = 'image'): Uint8Array {
  if (!bytes) throw new RequestError(400, REQUIRED_MESSAGE, { [field]: imageMessages.required });
  return bytes;
}

/** Processes and stores an upload, then runs `write`; if `write` fails the files are removed. */
export async function saveWithImage<T>(storage: FileStorage, folder: string, bytes: Uint8Array, write: (image: StoredImage) => Promise<T>): Promise<T> {
  const image = await storeImage(storage, folder, await processImage(bytes));
  return withNewImages(storage, [image], () => write(image));
}

export const sameImageMessage = 'To change the picture, send a new image file; the image address must be the one already shown.';

/**
 * An update's picture: a new file replaces the old one (old files are removed after the record
 * is saved), the address of the current picture keeps it, any other address is refused: a
 * record owns its files, so two records never share one.
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
  if (change.url && keyFromUrl(storage, change.url) !== current.key) {
    throw new RequestError(400, sameImageMessage, { image: sameImageMessage });
  }
  return write(current);
}
