import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { seedFirstStart } from '#src/app/first-start.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '#tests/support/database.ts';
import { loadSettings, perSettings, saveSection } from './service.ts';
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

describe('what pages make of the settings', () => {
  it('is made once while the settings stay the same, and again as soon as a section changes', async () => {
    const first = (await loadSettings(connection.db)).settings;
    expect((await loadSettings(connection.db)).settings).toBe(first);
    let made = 0;
    const footer = (settings: typeof first) =>
      perSettings(settings, 'footer.en', () => `${++made}: ${settings.identity.name.en}`);
    expect(footer(first)).toBe(`1: ${first.identity.name.en}`);
    expect(footer((await loadSettings(connection.db)).settings)).toBe(`1: ${first.identity.name.en}`);
    expect(perSettings(first, 'footer.te', () => 'other key')).toBe('other key');

    await saveSection(connection.db, 'identity', {
      ...first.identity,
      name: { en: 'Sri Changed Peetam', te: 'శ్రీ మార్పు పీఠం' },
    });
    const changed = (await loadSettings(connection.db)).settings;
    expect(changed).not.toBe(first);
    expect(footer(changed)).toBe('2: Sri Changed Peetam');
    // A change to another section makes new settings too, whatever a part reads of them.
    await saveSection(connection.db, 'contacts', { ...changed.contacts, chatLink: 'https://wa.me/919000000009' });
    expect(footer((await loadSettings(connection.db)).settings)).toBe('3: Sri Changed Peetam');
  });
});
