import { describe, expect, it } from 'vitest';
import { batchedReader } from './version.ts';

describe('the batched version read', () => {
  it('never hands a caller a read that started before it arrived', async () => {
    const started: Array<(v: string) => void> = [];
    const read = batchedReader(() => new Promise<string>((resolve) => started.push(resolve)));
    const first = read();
    const second = read();
    const third = read();
    expect(started).toHaveLength(1);
    started[0]!('v1');
    expect(await first).toBe('v1');
    // The second and third arrived while the first read was under way: they share the next one.
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toHaveLength(2);
    started[1]!('v2');
    expect(await second).toBe('v2');
    expect(await third).toBe('v2');
  });

  it('reads again after a failed read', async () => {
    let calls = 0;
    const read = batchedReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return 'v';
    });
    await expect(read()).rejects.toThrow('connection lost');
    expect(await read()).toBe('v');
  });

  it('starts a read at once when none is under way', async () => {
    const started: Array<(v: string) => void> = [];
    const read = batchedReader(() => new Promise<string>((resolve) => started.push(resolve)));
    const first = read();
    started[0]!('v1');
    await first;
    void read();
    expect(started).toHaveLength(2);
  });
});
