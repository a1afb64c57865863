import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '#src/server/storage/storage.ts';
import { ImageRejected, processImage, type ProcessedImage } from '#src/server/images/pipeline.ts';
import { MAX_IMAGE_BYTES } from '#src/server/images/limits.ts';
import { imageMessage, type Message } from './issues.ts';
import { MAX_VIDEO_BYTES, megabytes } from './limits.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: Message };

/** A photo through the content issue's pipeline: decoded, checked, re-encoded (not yet stored). */
export async function checkPhoto(file: File): Promise<Checked<ProcessedImage>> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: { key: 'settings.error.image.tooLarge' } };
  try {
    return { ok: true, value: await processImage(new Uint8Array(await file.arrayBuffer())) };
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, message: imageMessage(error.message) };
    throw error;
  }
}

export interface CheckedVideo {
  container: 'mp4' | 'webm';
  data: Uint8Array;
}

const containers: Record<string, CheckedVideo['container']> = { mp4: 'mp4', m4v: 'mp4', webm: 'webm' };

/** A video is what its bytes say, not what its name or the browser claims: MP4 (ftyp) or WebM (EBML). */
export async function checkVideo(file: File): Promise<Checked<CheckedVideo>> {
  if (file.size > MAX_VIDEO_BYTES)
    return { ok: false, message: { key: 'settings.error.video.tooLarge', vars: { max: megabytes(MAX_VIDEO_BYTES) } } };
  const data = new Uint8Array(await file.arrayBuffer());
  const type = await fileTypeFromBuffer(data);
  const container = type ? containers[type.ext] : undefined;
  if (!container) return { ok: false, message: { key: 'settings.error.video.type' } };
  return { ok: true, value: { container, data } };
}

/** Stores a checked video under a new key; the caller removes it again if the save fails. */
export async function storeVideo(storage: FileStorage, video: CheckedVideo): Promise<string> {
  const key = `settings/video/${new Date().getUTCFullYear()}/${randomBytes(8).toString('hex')}.${video.container}`;
  await storage.put(key, video.data, `video/${video.container}`);
  return key;
}
