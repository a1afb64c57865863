import { describe, expect, it } from 'vitest';
import { batchesOf, fitWithin, MAX_SEND_SIDE } from './upload.ts';

describe('album upload planning', () => {
  it('sends photos three at a time, the last batch holding the rest', () => {
    expect(batchesOf([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(batchesOf([])).toEqual([]);
  });
  it('scales the longest side down to 2560 px, keeping the shape, and never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: MAX_SEND_SIDE, height: 1920 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1920, height: MAX_SEND_SIDE });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});
