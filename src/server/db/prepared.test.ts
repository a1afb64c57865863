import { beforeAll, describe, expect, it } from 'vitest';
import { useMigratedDatabase } from '#tests/support/migrated-database.ts';
import { preparedQuery } from './prepared.ts';

describe('a query compiled once', () => {
  const test = useMigratedDatabase();
  beforeAll(async () => {
    await test.db
      .insertInto('content_version')
      .values({ id: 1, version: 'v1', changed_at: '2026-11-27T00:00:00.000Z' })
      .onConflict((oc) => oc.column('id').doUpdateSet({ version: 'v1', changed_at: '2026-11-27T00:00:00.000Z' }))
      .execute();
  });

  const byVersion = preparedQuery(
    (db, version: string, after: string) =>
      db
        .selectFrom('content_version')
        .select(['id', 'version'])
        .where('version', '=', version)
        .where('changed_at', '>', after),
    '\u0000version',
    '\u0000after',
  );

  it('runs with each call its own values, in the order the query names them', async () => {
    const [before, after] = ['2026-11-26T00:00:00.000Z', '2026-11-28T00:00:00.000Z'];
    expect(await byVersion(test.db, 'v1', before)).toEqual([{ id: 1, version: 'v1' }]);
    expect(await byVersion(test.db, 'v2', before)).toEqual([]);
    const both = await Promise.all([byVersion(test.db, 'v1', before), byVersion(test.db, 'v1', after)]);
    expect(both).toEqual([[{ id: 1, version: 'v1' }], []]);
  });
});
