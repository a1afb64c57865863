import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
