import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { seedFirstStart } from '#src/app/first-start.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '#tests/support/database.ts';
import { loadSettings, saveSection } from './service.ts';
import { identitySeed } from './sections/identity.ts';

let database: TestDatabase;
let connection: Connection;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
});

afterAll(async () => {
  await connection.db.destroy();
  await database.drop();
});

describe('settings record', () => {
  it('falls back to the seed values, and says so, when nothing is stored', async () => {
    const { settings, fallbacks } = await loadSettings(connection.db);
    expect(settings.identity).toEqual(identitySeed);
    expect(fallbacks).toContain('identity');
  });

  it('is seeded once, on the first start only', async () => {
    expect(await seedFirstStart(connection.db, { demoContent: false })).toEqual(['settings']);
    expect(await seedFirstStart(connection.db, { demoContent: false })).toEqual([]);
    expect((await loadSettings(connection.db)).fallbacks).toEqual([]);
  });

  it('saves one section without touching the others', async () => {
    const before = await loadSettings(connection.db);
    const name = { en: 'Sri Test Peetam', te: 'శ్రీ పరీక్ష పీఠం' };
    await saveSection(connection.db, 'identity', { ...before.settings.identity, name });
    const after = await loadSettings(connection.db);
    expect(after.settings.identity.name).toEqual(name);
    expect(after.settings.contacts).toEqual(before.settings.contacts);
  });

  it('refuses a section that breaks its rules', async () => {
    await expect(saveSection(connection.db, 'contacts', { phones: [] })).rejects.toThrow();
  });
});
