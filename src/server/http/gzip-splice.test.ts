import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gzipParts, splicedGzip } from './gzip-splice.ts';

const encoder = new TextEncoder();

describe('a gzip page spliced from parts compressed once', () => {
  it('unzips to the parts and the middle, whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 3000 }),
        fc.string({ unit: 'grapheme', maxLength: 500 }),
        fc.string({ unit: 'grapheme', maxLength: 3000 }),
        (before, middle, after) => {
          const parts = gzipParts(encoder.encode(before), encoder.encode(after));
          expect(gunzipSync(splicedGzip(parts, encoder.encode(middle))).toString()).toBe(before + middle + after);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds a middle longer than one stored block, and a page that repeats itself across the cut', () => {
    const before = '<p>ఆశ్రమం</p>'.repeat(5000);
    const middle = 'x'.repeat(70_000) + before.slice(0, 100);
    const after = before;
    const parts = gzipParts(encoder.encode(before), encoder.encode(after));
    expect(gunzipSync(splicedGzip(parts, encoder.encode(middle))).toString()).toBe(before + middle + after);
  });
});
