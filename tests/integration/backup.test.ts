// npm run backup / npm run restore: content round-trips through an archive into a fresh data
// folder (and, on PostgreSQL runs, a fresh database), and the restored site shows it.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/accounts.ts';
import { createTestDatabase, onPostgres, type TestDatabase } from '../support/database.ts';
import { startS3, type TestBucket } from '../support/s3.ts';
import { eventForm } from '../support/event-form.ts';
import { runNode, startServer } from '../support/server.ts';

const root = join(import.meta.dirname, '../..');

const runScript = (
  script: 'backup' | 'restore',
  args: string[],
  database: TestDatabase,
  env: Record<string, string> = {},
) =>
  runNode([join(root, `scripts/${script}.ts`), ...args], {
    NODE_ENV: 'production',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    ...env,
  });

/** Starts a site, adds an event with a picture, returns what a visitor would see of it. */
async function eventWithImage(database: TestDatabase, env: Record<string, string>) {
  const server = await startServer({ database, env: { DEMO_CONTENT: 'off', ...env } });
  try {
    const admin = await createUser(database, { role: 'Admin' });
    const form = await eventForm({
      title: 'Vasantha Panchami at the ashram',
      description: 'Aksharabhyasam for the children of the village.',
      date: '2030-02-02',
      width: 640,
      height: 480,
      seed: 21,
      fileName: 'panchami.jpg',
    });
    const created = await fetch(`${server.url}/api/event`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const { image } = (await created.json()) as { image: string };
    const bytes = Buffer.from(await (await fetch(server.url + image)).arrayBuffer());
    // Backed up while the site runs: the snapshot must still be consistent.
    const out = mkdtempSync(join(tmpdir(), 'peetam-backups-'));
    const backup = await runScript('backup', ['--out', out], database, env);
    expect(backup.code, backup.output).toBe(0);
    const archives = readdirSync(out).filter((f) => f.endsWith('.tar.gz'));
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(/^peetam-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
    expect(backup.output).toContain(`Backup written: ${join(out, archives[0]!)}`);
    return { image, bytes, archive: join(out, archives[0]!) };
  } finally {
    await server.stop();
  }
}

async function expectRestoredSite(
  database: TestDatabase,
  env: Record<string, string>,
  saved: { image: string; bytes: Buffer },
) {
  const server = await startServer({ database, env: { DEMO_CONTENT: 'off', ...env } });
  try {
    const events = (await (await fetch(`${server.url}/api/event`)).json()) as Array<{ title: string; image: string }>;
    expect(events.map((e) => e.title)).toEqual(['Vasantha Panchami at the ashram']);
    expect(events[0]!.image).toBe(saved.image);
    expect(await (await fetch(`${server.url}/events/upcomingevents`)).text()).toContain(
      'Vasantha Panchami at the ashram',
    );
    const image = await fetch(server.url + saved.image);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(saved.bytes)).toBe(true);
  } finally {
    await server.stop();
  }
}

const databases: TestDatabase[] = [];
const fresh = async () => {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
};
let s3: TestBucket;
beforeAll(async () => {
  s3 = await startS3(['site-uploads', 'restored-uploads']);
});
afterAll(async () => {
  await Promise.all(databases.map((d) => d.drop()));
  await s3?.stop();
});

describe('backup and restore', () => {
  const roundTrips =
    'round-trips an event and its picture into a fresh data folder, and refuses to overwrite without --force';
  it(roundTrips, async () => {
    const saved = await eventWithImage(await fresh(), {});
    const target = await fresh();
    const restored = await runScript('restore', [saved.archive], target);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/database at .*, \d+ uploaded files\. Start the site with npm start\./);
    await expectRestoredSite(target, {}, saved);

    const again = await runScript('restore', [saved.archive], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds data');
    expect(again.output).toContain(
      'nothing was changed. ' +
        `To replace it with the archive, stop the site and run: npm run restore -- ${saved.archive} --force`,
    );
    const forced = await runScript('restore', [saved.archive, '--force'], target);
    expect(forced.code, forced.output).toBe(0);
    await expectRestoredSite(target, {}, saved);
  });

  it('backs up every object of the bucket and restores them into another bucket', async () => {
    const bucket = (name: string) => ({ ...s3.env, S3_BUCKET: name });
    const saved = await eventWithImage(await fresh(), bucket('site-uploads'));
    const target = await fresh();
    const restored = await runScript('restore', [saved.archive], target, bucket('restored-uploads'));
    expect(restored.code, restored.output).toBe(0);
    await expectRestoredSite(target, bucket('restored-uploads'), saved);
  });

  const keepsTheNewest =
    'keeps only the newest archives with --keep, and refuses a --keep that is not a number before backing up';
  it(keepsTheNewest, async () => {
    const database = await fresh();
    const out = mkdtempSync(join(tmpdir(), 'peetam-backups-'));
    const refused = await runScript('backup', ['--out', out, '--keep', 'all'], database);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'Backup failed: --keep needs a whole number of archives, at least 1 (got "all"). ' +
        'Example: npm run backup -- --keep 14',
    );
    expect(readdirSync(out)).toEqual([]);
    await (await startServer({ database, env: { DEMO_CONTENT: 'off' } })).stop();
    for (let i = 0; i < 3; i++) {
      const run = await runScript('backup', ['--out', out, '--keep', '2'], database);
      expect(run.code, run.output).toBe(0);
    }
    expect(readdirSync(out).filter((f) => f.endsWith('.tar.gz'))).toHaveLength(2);
  });

  it('says what is wrong with a file that is not a backup', async () => {
    const notArchive = join(mkdtempSync(join(tmpdir(), 'peetam-not-')), 'photo.tar.gz');
    const missing = await runScript('restore', [notArchive], await fresh());
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`No archive at ${notArchive}`);
  });

  it.runIf(onPostgres())('fails with a clear message when pg_dump is not installed', async () => {
    const result = await runScript('backup', [], await fresh(), { PATH: '/nonexistent' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Backup failed: pg_dump was not found. Install the PostgreSQL client tools');
  });
});
