import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkVideo } from './upload-checks.ts';

// An EBML header whose DocType is 'webm', then a little padding: what a WebM file starts with.
const webmBytes = () =>
  new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x84,
    0x77,
    0x65,
    0x62,
    0x6d,
    0x42,
    0x87,
    0x81,
    0x04,
    0x42,
    0x85,
    0x81,
    0x02,
    ...new Uint8Array(512),
  ]);
const mp4Bytes = () => {
  const bytes = new Uint8Array(512);
  bytes.set([
    0,
    0,
    0,
    0x18,
    ...new TextEncoder().encode('ftypisom'),
    0,
    0,
    2,
    0,
    ...new TextEncoder().encode('isomiso2'),
  ]);
  return bytes;
};

describe('checkVideo', () => {
  it('knows MP4 and WebM by their bytes, whatever they are called', async () => {
    expect(await checkVideo(new File([mp4Bytes()], 'clip.webm'))).toMatchObject({
      ok: true,
      value: { container: 'mp4' },
    });
    expect(await checkVideo(new File([webmBytes()], 'clip.mp4'))).toMatchObject({
      ok: true,
      value: { container: 'webm' },
    });
  });

  it('refuses a photo renamed to .mp4, and anything over 20 MB before reading it', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await checkVideo(new File([new Uint8Array(png)], 'clip.mp4', { type: 'video/mp4' }))).toEqual({
      ok: false,
      message: { key: 'settings.error.video.type' },
    });
    expect(await checkVideo(new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'big.mp4'))).toEqual({
      ok: false,
      message: { key: 'settings.error.video.tooLarge', vars: { max: 20 } },
    });
  });
});
