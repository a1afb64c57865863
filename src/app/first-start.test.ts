import { describe, expect, it } from 'vitest';
import { seedFirstStart } from './first-start.ts';
import { twoInstances } from '#tests/support/two-instances.ts';

const { first, second } = twoInstances();

describe('first start', () => {
  it('is seeded by one instance when two start together on an empty database', async () => {
    const results = await Promise.all([
      seedFirstStart(first().db, { demoContent: false }),
      seedFirstStart(second().db, { demoContent: false }),
    ]);
    expect(results.filter((r) => r.includes('settings'))).toHaveLength(1);
    expect(results.filter((r) => r.length === 0)).toHaveLength(1);
    const marks = await first().db.selectFrom('site_meta').select('key').where('key', '=', 'initialised_at').execute();
    expect(marks).toHaveLength(1);
  });
});
