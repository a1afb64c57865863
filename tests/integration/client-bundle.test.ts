import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = join(import.meta.dirname, '../../dist/client/_astro');

describe('the JavaScript sent to browsers', () => {
  it('carries no interface dictionary (islands get their strings as props)', () => {
    const leaking = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => readFileSync(join(assets, name), 'utf8').includes('site.skipToContent'));
    expect(leaking).toEqual([]);
  });
});

describe('the files the build writes for browsers', () => {
  // The server sends a file only for an address whose last part has an extension (src/server/http/serve.ts).
  it('all have an extension, so that the server finds each of them', () => {
    const client = join(import.meta.dirname, '../../dist/client');
    const files = readdirSync(client, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(10);
    expect(files.map((entry) => entry.name).filter((name) => !basename(name).includes('.'))).toEqual([]);
  });
});
