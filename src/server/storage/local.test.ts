import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStorage } from './local.ts';

const root = mkdtempSync(join(tmpdir(), 'peetam-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = localStorage(root);

  it('puts, gets and deletes a file by key, and gives its address', async () => {
    await storage.put('albums/2026/a1-320.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(Array.from((await storage.get('albums/2026/a1-320.webp'))!)).toEqual([1, 2, 3]);
    expect(storage.url('albums/2026/a1-320.webp')).toBe('/uploads/albums/2026/a1-320.webp');
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    expect(keys).toEqual(['albums/2026/a1-320.webp']);
    await storage.delete('albums/2026/a1-320.webp');
    expect(await storage.get('albums/2026/a1-320.webp')).toBeNull();
    await expect(storage.delete('albums/2026/a1-320.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that would leave the storage folder', async () => {
    expect(await storage.get('../secret')).toBeNull();
    expect(await storage.get('a/../../b')).toBeNull();
    await expect(storage.put('../x.webp', new Uint8Array(), 'image/webp')).rejects.toThrow('Refused');
  });

  it('reads only the asked-for bytes of a file, and knows its size', async () => {
    const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);
    await storage.put('settings/video/v1.mp4', bytes, 'video/mp4');
    const file = await storage.open('settings/video/v1.mp4');
    expect(file?.size).toBe(1000);
    expect(new Uint8Array(await new Response(file!.read(10, 19)).arrayBuffer())).toEqual(bytes.subarray(10, 20));
    expect(await storage.open('settings/video/missing.mp4')).toBeNull();
    expect(await storage.open('settings')).toBeNull();
    expect(await storage.open('../secret')).toBeNull();
  });
});
