import { loadSharp } from './sharp.ts';
import { RequestError } from '../http/errors.ts';
import {
  imageMessages,
  imageVars,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MIN_IMAGE_SIDE,
  variantWidths,
} from './limits.ts';

/** An upload refused for what it is; the message (a key of imageMessages) tells the person what to send instead. */
export class ImageRejected extends RequestError {
  override name = 'ImageRejected';
  constructor(key: string, status: 400 | 413 = 400, field = 'image') {
    super(status, key, { [field]: { key, vars: imageVars } }, imageVars);
  }
}

export interface ImageVariant {
  width: number;
  format: 'webp';
  data: Buffer;
}

export interface ProcessedImage {
  /** Dimensions after turning the photo upright. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Photo formats a phone or camera produces; anything else (SVG, PDF) is not a photo. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export { variantWidths };

async function readHeader(bytes: Uint8Array) {
  try {
    // Only the header is read here, so the pixel limit is checked before anything is unpacked.
    const sharp = await loadSharp();
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(imageMessages.invalid);
  }
}

/** The width and height of an image the site stored itself (a variant it wrote). */
export async function imageSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const header = await readHeader(bytes);
  if (!header.width || !header.height) throw new ImageRejected(imageMessages.invalid);
  return { width: header.width, height: header.height };
}

/**
 * Checks that the bytes are a photo within the limits (by decoding them, never by name or
 * declared type) and re-encodes it as WebP at a few widths. The output carries no metadata:
 * sharp drops EXIF (camera, GPS position) unless asked to keep it, after turning the photo
 * upright by its orientation tag.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw new ImageRejected(imageMessages.invalid);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected(imageMessages.tooLarge, 413);
  const header = await readHeader(bytes);
  if (!header.format || !acceptedFormats.has(header.format) || !header.width || !header.height) {
    throw new ImageRejected(imageMessages.invalid);
  }
  if (header.width * header.height > MAX_IMAGE_PIXELS) throw new ImageRejected(imageMessages.tooManyPixels, 413);
  const sideways = (header.orientation ?? 1) >= 5;
  const width = sideways ? header.height : header.width;
  const height = sideways ? header.width : header.height;
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw new ImageRejected(imageMessages.tooSmall);

  const sharp = await loadSharp();
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    // Decoded once into raw pixels, then each width is cut from that buffer.
    const { data, info } = await upright.raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants = await Promise.all(
      variantWidths(width).map(async (w) => ({
        width: w,
        format: 'webp' as const,
        data: await sharp(data, raw)
          .resize({ width: w })
          .webp({ quality: w <= 640 ? 72 : 78, effort: 4 })
          .toBuffer(),
      })),
    );
    return { width: info.width, height: info.height, variants };
  } catch {
    throw new ImageRejected(imageMessages.invalid);
  }
}
