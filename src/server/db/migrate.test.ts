import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from '#tests/support/database.ts';
import { runNode } from '#tests/support/server.ts';

const folder = mkdtempSync(join(tmpdir(), 'peetam-migrate-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** One process that opens the data folder and migrates it, as each instance's start does. */
function migrateInAnotherProcess(): Promise<{ code: number | null; output: string }> {
  const script = `
    const { connect } = await import(${JSON.stringify(join(import.meta.dirname, 'connect.ts'))});
    const { migrateToLatest } = await import(${JSON.stringify(join(import.meta.dirname, 'migrate.ts'))});
    const { db } = connect({ dataDir: ${JSON.stringify(folder)} });
    await migrateToLatest(db);
    await db.destroy();`;
  return runNode(['--input-type=module', '-e', script]);
}

describe.skipIf(onPostgres())('migrations on one SQLite file', () => {
  it('succeed when several instances start together', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, migrateInAnotherProcess));
    for (const run of runs) expect(run.output).not.toContain('Error');
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
  });
});
