import { describe, expect, it } from 'vitest';
import { KeptReads } from './reads.ts';

function counter() {
  let reads = 0;
  return {
    read: async () => `read ${++reads}`,
    get count() {
      return reads;
    },
  };
}

describe('reads kept per content version', () => {
  it('reads once while the version stays, and again as soon as it changes', async () => {
    const kept = new KeptReads({ ttlMs: 60_000, now: () => 0, day: () => '2026-11-26' });
    const source = counter();
    expect(await kept.read('v1', 'events', source.read)).toBe('read 1');
    expect(await kept.read('v1', 'events', source.read)).toBe('read 1');
    expect(await kept.read('v1', 'settings', source.read)).toBe('read 2');
    expect(await kept.read('v2', 'events', source.read)).toBe('read 3');
    // A request that read the version before the change keeps its reads under that version.
    expect(await kept.read('v1', 'events', source.read)).toBe('read 4');
    expect(await kept.read('v2', 'events', source.read)).toBe('read 5');
  });

  it('reads every time when the version could not be read', async () => {
    const kept = new KeptReads({ ttlMs: 60_000 });
    const source = counter();
    await kept.read(null, 'events', source.read);
    await kept.read(undefined, 'events', source.read);
    expect(source.count).toBe(2);
  });

  it('reads again on a new day and after the longest keep', async () => {
    let now = 0;
    let day = '2026-11-26';
    const kept = new KeptReads({ ttlMs: 1000, now: () => now, day: () => day });
    const source = counter();
    await kept.read('v1', 'events', source.read);
    day = '2026-11-27';
    expect(await kept.read('v1', 'events', source.read)).toBe('read 2');
    now = 1000;
    expect(await kept.read('v1', 'events', source.read)).toBe('read 2');
    now = 1001;
    expect(await kept.read('v1', 'events', source.read)).toBe('read 3');
  });

  it('shares one read between requests at once, and keeps no failed read', async () => {
    const kept = new KeptReads({ ttlMs: 60_000, now: () => 0, day: () => 'd' });
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 'rows';
    };
    const [a, b] = [kept.read('v1', 'k', failing), kept.read('v1', 'k', failing)];
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    expect(await kept.read('v1', 'k', failing)).toBe('rows');
    expect(calls).toBe(2);
  });

  it('keeps nothing under an unread version, however often the same key is asked', async () => {
    const kept = new KeptReads({ ttlMs: 60_000, now: () => 0, day: () => 'd' });
    const source = counter();
    for (const version of [null, null, undefined, undefined]) await kept.read(version, 'events', source.read);
    expect(source.count).toBe(4);
  });

  it('measures the longest keep from the first read, not from the epoch', async () => {
    let now = 100_000;
    const kept = new KeptReads({ ttlMs: 1000, now: () => now, day: () => 'd' });
    const source = counter();
    await kept.read('v1', 'events', source.read);
    now = 101_000;
    expect(await kept.read('v1', 'events', source.read)).toBe('read 1');
  });

  it("a failed read of an older version does not drop the newer version's read", async () => {
    const kept = new KeptReads({ ttlMs: 60_000, now: () => 0, day: () => 'd' });
    let fail: (error: Error) => void = () => undefined;
    const old = kept.read('v1', 'k', () => new Promise<string>((_, reject) => (fail = reject)));
    const source = counter();
    expect(await kept.read('v2', 'k', source.read)).toBe('read 1');
    fail(new Error('connection lost'));
    await expect(old).rejects.toThrow('connection lost');
    expect(await kept.read('v2', 'k', source.read)).toBe('read 1');
  });
});
