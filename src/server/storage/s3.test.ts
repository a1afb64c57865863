import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestBucket } from '#tests/support/s3.ts';
import { keyFromUrl } from '../images/stored.ts';
import { s3Storage } from './s3.ts';

let s3: TestBucket;
beforeAll(async () => {
  s3 = await startS3(['peetam-uploads', 'other-bucket']);
});
afterAll(() => s3?.stop());

const options = () => ({
  bucket: s3.bucket,
  region: 'us-east-1',
  endpoint: s3.endpoint,
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

describe('S3 file storage', () => {
  it('puts, gets, lists and deletes an object by key, with its type and a year-long cache', async () => {
    const storage = s3Storage(options());
    await storage.check();
    await storage.put('albums/2026/a1-320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(Array.from((await storage.get('albums/2026/a1-320.webp'))!)).toEqual([1, 2, 3]);
    expect(storage.url('albums/2026/a1-320.webp')).toBe('/uploads/albums/2026/a1-320.webp');
    // A public bucket serves the object itself; it must carry the type and cache headers.
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/albums/2026/a1-320.webp`, {
      signal: AbortSignal.timeout(5000),
    });
    expect(direct.headers.get('content-type')).toBe('image/webp');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toContain('albums/2026/a1-320.webp');
    await storage.delete('albums/2026/a1-320.webp');
    expect(await storage.get('albums/2026/a1-320.webp')).toBeNull();
    await expect(storage.delete('albums/2026/a1-320.webp')).resolves.toBeUndefined();
  });

  it('reads only the asked-for bytes of an object, and knows its size', async () => {
    const storage = s3Storage(options());
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    await storage.put('settings/video/v1.mp4', bytes, 'video/mp4');
    const file = await storage.open('settings/video/v1.mp4');
    expect(file?.size).toBe(1000);
    expect(new Uint8Array(await new Response(file!.read(990, 999)).arrayBuffer())).toEqual(bytes.subarray(990));
    const whole = await storage.open('settings/video/v1.mp4', true);
    expect(whole?.size).toBe(1000);
    expect(new Uint8Array(await new Response(whole!.read(0, 999)).arrayBuffer())).toEqual(bytes);
    expect(await storage.open('settings/video/missing.mp4', true)).toBeNull();
    expect(await storage.open('settings/video/missing.mp4')).toBeNull();
    expect(await storage.open('../secret')).toBeNull();
  });

  it('refuses keys that could name another object, and answers null for them', async () => {
    const storage = s3Storage(options());
    expect(await storage.get('../secret')).toBeNull();
    await expect(storage.put('../x.webp', new Uint8Array(), 'image/webp')).rejects.toThrow('Refused');
  });

  it('links to the public bucket address when one is set', () => {
    const storage = s3Storage({ ...options(), publicUrl: 'https://cdn.example.org/uploads/' });
    expect(storage.url('events/2026/ab-640.webp')).toBe('https://cdn.example.org/uploads/events/2026/ab-640.webp');
    // An edit that keeps the picture sends its address back; it must still be recognised.
    expect(keyFromUrl(storage, 'https://cdn.example.org/uploads/events/2026/ab-640.webp')).toBe('events/2026/ab');
    expect(keyFromUrl(storage, '/uploads/events/2026/ab-640.webp')).toBeNull();
  });

  it('says what to check when the bucket does not exist', async () => {
    const storage = s3Storage({ ...options(), bucket: 'no-such-bucket' });
    await expect(storage.check()).rejects.toThrow(
      `Cannot use the S3 bucket no-such-bucket at ${s3.endpoint} (no such bucket). ` +
        'Check S3_ENDPOINT, S3_BUCKET, S3_REGION and the keys, and that the bucket exists.',
    );
  });
});
