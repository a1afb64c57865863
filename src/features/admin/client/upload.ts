import { toResult, type ApiResult, type ClientErrors } from './api.ts';

/** Longest side a photo is sent at; the server makes its own smaller sizes from it. */
export const MAX_SEND_SIDE = 2560;
/** Photos per request: a dropped connection costs at most this many, and they can be resent. */
export const PHOTOS_PER_BATCH = 3;
const JPEG_QUALITY = 0.9;

/** Consecutive groups of `size`: the requests an album upload is made of. */
export function batchesOf<T>(items: T[], size = PHOTOS_PER_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The size a photo is drawn at so that neither side exceeds `max`. */
export function fitWithin(width: number, height: number, max = MAX_SEND_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A phone photo (often 4000 px and 5 MB) drawn at most 2560 px wide as JPEG, so a slow
 * connection sends a fraction of it. Photos already small enough, or that the browser cannot
 * decode, go as they are; the server judges them.
 */
export async function downscale(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' });
}

/** A multipart POST with upload progress (fetch has none), answered like callApi. */
export function postWithProgress<T>(
  url: string,
  body: FormData,
  errors: ClientErrors,
  onProgress: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => resolve({ ok: false, status: 0, message: errors.offline });
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      let payload: unknown = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // No JSON body: the status alone decides.
      }
      resolve(toResult<T>(xhr.status, payload, errors));
    };
    xhr.send(body);
  });
}
