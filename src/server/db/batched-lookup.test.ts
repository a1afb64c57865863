import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

/** A lookup whose reads the test ends by hand, recording the keys each was asked for. */
function heldLookup(max?: number) {
  const reads: Array<{ keys: string[]; end: (error?: Error) => void }> = [];
  const lookup = batchedLookup<string>(
    (keys) =>
      new Promise((resolve, reject) =>
        reads.push({
          keys,
          end: (error) =>
            error ? reject(error) : resolve(new Map(keys.filter((k) => k !== 'none').map((k) => [k, k.toUpperCase()]))),
        }),
      ),
    max,
  );
  return { lookup, reads };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('lookups in batches', () => {
  it('starts at once when idle, and asks for what arrived meanwhile in one read after it', async () => {
    const { lookup, reads } = heldLookup();
    const first = lookup('a');
    expect(reads.map((r) => r.keys)).toEqual([['a']]);
    const later = [lookup('b'), lookup('none'), lookup('b')];
    expect(reads).toHaveLength(1);
    reads[0]!.end();
    expect(await first).toBe('A');
    await settle();
    expect(reads.map((r) => r.keys)).toEqual([['a'], ['b', 'none']]);
    reads[1]!.end();
    expect(await Promise.all(later)).toEqual(['B', undefined, 'B']);
  });

  it('asks for at most max keys a read, and tells each caller of a failed read', async () => {
    const { lookup, reads } = heldLookup(2);
    const first = lookup('a');
    const rest = ['b', 'c', 'd'].map((k) => lookup(k));
    reads[0]!.end(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await settle();
    expect(reads[1]!.keys).toEqual(['b', 'c']);
    reads[1]!.end();
    await settle();
    expect(reads[2]!.keys).toEqual(['d']);
    reads[2]!.end();
    expect(await Promise.all(rest)).toEqual(['B', 'C', 'D']);
  });
});
