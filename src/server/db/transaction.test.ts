import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { afterCommit, transaction } from './transaction.ts';

const dir = mkdtempSync(join(tmpdir(), 'after-commit-'));
const { db } = connect({ dataDir: dir });
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const row = (key: string) => ({ key, value: 'v' });

describe('work after a commit', () => {
  it('runs once the transaction committed, with a connection that sees its rows', async () => {
    await migrateToLatest(db);
    const seen: Array<number> = [];
    await transaction(db, async (trx) => {
      await trx.insertInto('site_meta').values(row('committed')).execute();
      afterCommit(trx, (root) => {
        seen.push(-1);
        void root
          .selectFrom('site_meta')
          .select('key')
          .where('key', '=', 'committed')
          .execute()
          .then((rows) => seen.push(rows.length));
      });
      expect(seen).toEqual([]);
    });
    await expect.poll(() => seen).toEqual([-1, 1]);
  });

  it('never runs when the transaction is rolled back, and at once outside a transaction', async () => {
    let ran = false;
    await expect(
      transaction(db, async (trx) => {
        afterCommit(trx, () => (ran = true));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toBe(false);
    afterCommit(db, () => (ran = true));
    expect(ran).toBe(true);
  });

  it('refuses a transaction that cannot say when it commits', async () => {
    await expect(db.transaction().execute(async (trx) => afterCommit(trx, () => undefined))).rejects.toThrow(
      /opened by transaction\(\)/,
    );
  });
});
