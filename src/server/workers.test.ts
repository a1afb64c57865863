import { describe, expect, it } from 'vitest';
import { defaultWorkers } from './workers.ts';

const GB = 1024 * 1024 * 1024;

describe('the default number of workers', () => {
  it('is one per core where the memory holds them', () => {
    expect(defaultWorkers(2, 24 * GB)).toBe(2);
    expect(defaultWorkers(4, 4 * GB)).toBe(4);
  });

  it('is fewer than the cores where the memory is small, and never none', () => {
    // 384 MB a worker after 256 MB for the system.
    expect(defaultWorkers(4, 1 * GB)).toBe(2);
    expect(defaultWorkers(4, 1.5 * GB)).toBe(3);
    expect(defaultWorkers(2, 0.5 * GB)).toBe(1);
    expect(defaultWorkers(8, 0.5 * GB)).toBe(1);
  });
});
