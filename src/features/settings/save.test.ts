import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '#src/server/db/connect.ts';
import { localStorage } from '#src/server/storage/local.ts';
import { createTestDatabase, migratedConnection, type TestDatabase } from '#tests/support/database.ts';
import { saveSettingsSection, uploadedKeys } from './save.ts';
import { loadSectionStates, seedSettings } from './service.ts';
import { normalisePhone } from './sections/contacts.ts';
import { founderSeed } from './sections/founder.ts';

let database: TestDatabase;
let connection: Connection;
const root = mkdtempSync(join(tmpdir(), 'settings-save-'));
const storage = localStorage(root);

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await migratedConnection(database);
  await seedSettings(connection.db);
});
afterAll(async () => {
  await connection.db.destroy();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

const deps = () => ({ db: connection.db, storage });

describe('saveSettingsSection', () => {
  it('gives the values before and after, and a new version', async () => {
    const { founder } = await loadSectionStates(connection.db);
    expect(founder.source).toBe('seed');
    const value = { ...founder.value, headline: { en: 'Peethadhipathi', te: '' } };
    const result = await saveSettingsSection(deps(), {
      section: 'founder',
      actor: { id: 7, name: 'Test admin', email: 'admin@example.org' },
      value,
      expectedVersion: founder.version,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.before).toEqual(founderSeed);
    expect(result.after.headline.en).toBe('Peethadhipathi');
    expect((await loadSectionStates(connection.db)).founder).toMatchObject({
      source: 'stored',
      version: result.version,
    });
  });

  it('lets only one of two saves from the same version win', async () => {
    const { identity } = await loadSectionStates(connection.db);
    const save = (name: string) =>
      saveSettingsSection(deps(), {
        section: 'identity',
        actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
        value: { ...identity.value, name: { en: name, te: '' } },
        expectedVersion: identity.version,
      });
    const results = await Promise.all([save('One'), save('Two')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'conflict' });
  });

  it('inserts a missing row only if it is still missing', async () => {
    await connection.db.deleteFrom('site_settings').where('section', '=', 'payment').execute();
    const { payment } = await loadSectionStates(connection.db);
    expect(payment).toMatchObject({ source: 'missing', version: null });
    const first = await saveSettingsSection(deps(), {
      section: 'payment',
      actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
      value: payment.value,
      expectedVersion: null,
    });
    const second = await saveSettingsSection(deps(), {
      section: 'payment',
      actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
      value: payment.value,
      expectedVersion: null,
    });
    expect([first.ok, second.ok]).toEqual([true, false]);
  });

  it('removes the new files of a refused save, and the old files once replaced', async () => {
    await storage.put('settings/2026/aaaa-320.webp', new Uint8Array([1]), 'image/webp');
    const refused = await saveSettingsSection(deps(), {
      section: 'founder',
      actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
      value: { portrait: '' },
      newFiles: ['settings/2026/aaaa-320.webp'],
    });
    expect(refused.ok).toBe(false);
    expect(await storage.get('settings/2026/aaaa-320.webp')).toBeNull();

    const { founder } = await loadSectionStates(connection.db);
    await storage.put('settings/2026/bbbb-320.webp', new Uint8Array([1]), 'image/webp');
    await storage.put('settings/2026/bbbb-640.webp', new Uint8Array([1]), 'image/webp');
    await saveSettingsSection(deps(), {
      section: 'founder',
      actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
      value: { ...founder.value, portrait: '/uploads/settings/2026/bbbb-640.webp' },
    });
    await saveSettingsSection(deps(), {
      section: 'founder',
      actor: { id: 1, name: 'Test admin', email: 'admin@example.org' },
      value: { ...founder.value, portrait: 'founder-portrait' },
    });
    expect(await storage.get('settings/2026/bbbb-320.webp')).toBeNull();
    expect(await storage.get('settings/2026/bbbb-640.webp')).toBeNull();
  });

  it('knows every file an image address stands for', () => {
    expect(
      [...uploadedKeys(storage, { a: '/uploads/s/k-640.webp', b: ['/uploads/v/x.mp4', 'hero-poster'] })].sort(),
    ).toEqual(['s/k-320.webp', 's/k-640.webp', 'v/x.mp4']);
  });
});

describe('phone numbers', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['098765 43210', '+91 98765 43210'],
    ['+91-98765-43210', '+91 98765 43210'],
    ['91 98765 43210', '+91 98765 43210'],
    ['(0861) 234-5678', '+91 86123 45678'],
    ['12345', '12345'],
  ])('%s is stored as %s', (typed, stored) => expect(normalisePhone(typed)).toBe(stored));
});
