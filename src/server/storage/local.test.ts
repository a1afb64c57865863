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
});
