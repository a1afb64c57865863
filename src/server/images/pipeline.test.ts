import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from '../storage/local.ts';
import { imageMessages, MAX_IMAGE_BYTES } from './limits.ts';
import { ImageRejected, processImage, variantWidths } from './pipeline.ts';
import { deleteImages, imageView, keyFromUrl, storeImage, withNewImages } from './stored.ts';
import { photoLikeJpeg } from './photo-like.ts';
import { inEnglish } from '#tests/support/refusals.ts';

const root = mkdtempSync(join(tmpdir(), 'peetam-images-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = localStorage(root);

async function rejection(bytes: Uint8Array) {
  const error = await processImage(bytes).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejected);
  return error as ImageRejected;
}

describe('image pipeline', () => {
  it('re-encodes a photo to WebP at widths no larger than the original, without metadata', async () => {
    const jpeg = await sharp(await photoLikeJpeg(1200, 900, 1))
      .withMetadata({ exif: { IFD0: { Make: 'TestCam' } } })
      .jpeg()
      .toBuffer();
    const image = await processImage(jpeg);
    expect([image.width, image.height]).toEqual([1200, 900]);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1200]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('turns a sideways photo upright by its orientation tag', async () => {
    const jpeg = await sharp(await photoLikeJpeg(800, 400, 2))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await processImage(jpeg);
    expect([image.width, image.height]).toEqual([400, 800]);
  });

  it('refuses what is not an image, whatever its name', async () => {
    expect((await rejection(new TextEncoder().encode('<html>not a photo</html>'))).message).toBe(imageMessages.invalid);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>');
    expect((await rejection(svg)).message).toBe(imageMessages.invalid);
  });

  it('refuses a truncated photo', async () => {
    const jpeg = await photoLikeJpeg(800, 600, 3);
    expect((await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).message).toBe(imageMessages.invalid);
  });

  it('refuses an image under 300 by 300', async () => {
    const small = await sharp({ create: { width: 299, height: 600, channels: 3, background: '#c75b12' } })
      .png()
      .toBuffer();
    const tooSmall = await rejection(small);
    expect(tooSmall.message).toBe(imageMessages.tooSmall);
    expect(inEnglish(tooSmall.message, { min: 300 })).toBe('Image must be at least 300px by 300px');
  });

  it('refuses a file over the size limit before decoding it', async () => {
    const error = await rejection(new Uint8Array(MAX_IMAGE_BYTES + 1));
    expect(error.message).toBe(imageMessages.tooLarge);
    expect(error.status).toBe(413);
  });

  it('refuses a decompression bomb by its header', async () => {
    // A small PNG whose header claims 10000 x 5000: a few KB that would unpack to 50 megapixels.
    const bomb = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(10000, 16);
    bomb.writeUInt32BE(5000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const error = await rejection(bomb);
    expect(error.message).toBe(imageMessages.tooManyPixels);
  });

  it('stores, describes and deletes every variant', async () => {
    const stored = await storeImage(storage, 'events', await processImage(await photoLikeJpeg(700, 500, 4)));
    const view = imageView(storage, stored);
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(view.url).toBe(`/uploads/${stored.key}-700.webp`);
    expect(view.srcset.split(', ')).toHaveLength(3);
    expect(keyFromUrl(storage, view.url)).toBe(stored.key);
    expect(keyFromUrl(storage, 'https://elsewhere.example/x-320.webp')).toBeNull();
    expect(await storage.get(`${stored.key}-320.webp`)).not.toBeNull();
    await deleteImages(storage, [stored]);
    expect(await storage.get(`${stored.key}-320.webp`)).toBeNull();
  });

  it('removes new files when the record cannot be written', async () => {
    const stored = await storeImage(storage, 'albums', await processImage(await photoLikeJpeg(400, 400, 5)));
    await expect(
      withNewImages(storage, [stored], async () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    const left = readdirSync(join(root, 'albums'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));
    expect(left).toEqual([]);
  });
});
