import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { archiveName } from './archive.ts';
import { parseKeep, pruneArchives } from './prune.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('pruning old backup archives', () => {
  it('keeps the newest archives and never touches other files', async () => {
    folder = mkdtempSync(join(tmpdir(), 'peetam-prune-'));
    const days = ['2026-11-18', '2026-11-20', '2026-11-19', '2026-11-21', '2026-11-22'];
    for (const day of days) writeFileSync(join(folder, archiveName(new Date(`${day}T01:30:00Z`))), 'x');
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    writeFileSync(join(folder, 'peetam-backup-manual.tar.gz'), 'renamed by hand');

    const removed = await pruneArchives(folder, 2);
    expect(removed).toEqual(
      ['2026-11-18', '2026-11-19', '2026-11-20'].map((day) => archiveName(new Date(`${day}T01:30:00Z`))),
    );
    expect(readdirSync(folder).sort()).toEqual(
      [
        ...['2026-11-21', '2026-11-22'].map((day) => archiveName(new Date(`${day}T01:30:00Z`))),
        'notes.txt',
        'peetam-backup-manual.tar.gz',
      ].sort(),
    );
    expect(await pruneArchives(folder, 5)).toEqual([]);
  });

  it('accepts only a whole number of at least one for --keep, and says how to write it', () => {
    expect(parseKeep(undefined)).toBeUndefined();
    expect(parseKeep('14')).toBe(14);
    for (const bad of ['0', '-3', 'two', '1.5', '']) {
      expect(() => parseKeep(bad)).toThrow(
        `--keep needs a whole number of archives, at least 1 (got "${bad}"). Example: npm run backup -- --keep 14`,
      );
    }
  });
});
