import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedFirstStart } from './seed.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/database.ts';

let database: TestDatabase;
let first: Connection;
let second: Connection;
beforeAll(async () => {
  database = await createTestDatabase();
  first = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  await migrateToLatest(first.db);
  second = connect({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
});
afterAll(async () => {
  await first?.db.destroy();
  await second?.db.destroy();
  await database?.drop();
});

describe('first start', () => {
  it('is seeded by one instance when two start together on an empty database', async () => {
    const results = await Promise.all([seedFirstStart(first.db, { demoContent: false }), seedFirstStart(second.db, { demoContent: false })]);
    expect(results.filter((r) => r.includes('settings'))).toHaveLength(1);
    expect(results.filter((r) => r.length === 0)).toHaveLength(1);
    const marks = await first.db.selectFrom('site_meta').select('key').where('key', '=', 'initialised_at').execute();
    expect(marks).toHaveLength(1);
  });
});
