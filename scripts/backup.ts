// Writes one timestamped archive with a consistent database snapshot and every uploaded file.
// Usage: npm run backup [-- --out <folder or file.tar.gz>] [--keep <n>]
// Default folder: DATA_DIR/backups. Safe while the site runs (SQLite online backup, pg_dump).
// --keep n: afterwards, removes all but the newest n archives in that folder.
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { storageFor } from '#src/server/storage/index.ts';
import { archiveFormat, archiveName, removeStaging, stagingFolder, writeArchive } from './backup/archive.ts';
import { loadConfig, optionValue, runCommand } from './backup/cli.ts';
import { engineOf, snapshotDatabase } from './backup/database.ts';
import { parseKeep, pruneArchives } from './backup/prune.ts';
import { copyUploadsOut } from './backup/uploads.ts';

const config = loadConfig();
const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
const at = new Date();
const args = process.argv.slice(2);
const out = optionValue(args, '--out');
const file = out?.endsWith('.tar.gz')
  ? resolve(out)
  : join(resolve(out ?? join(config.DATA_DIR, 'backups')), archiveName(at));

await runCommand('Backup', async () => {
  // Checked before the slow part, so a mistyped number does not cost a whole backup.
  const keep = parseKeep(args.includes('--keep') ? (optionValue(args, '--keep') ?? '') : undefined);
  const staging = await stagingFolder(dirname(file));
  try {
    // The database first: a file uploaded meanwhile is only an unused extra in the archive.
    const databaseFile = await snapshotDatabase(target, join(staging, 'database'));
    const uploads = await copyUploadsOut(storageFor(config), join(staging, 'uploads'));
    await writeArchive(
      staging,
      { format: archiveFormat, createdAt: at.toISOString(), engine: engineOf(target), databaseFile, uploads },
      file,
    );
    const megabytes = (statSync(file).size / 1024 / 1024).toFixed(1);
    console.log(`Backup written: ${file} (${engineOf(target)} database, ${uploads} uploaded files, ${megabytes} MB)`);
    if (keep !== undefined) {
      const removed = await pruneArchives(dirname(file), keep);
      console.log(
        removed.length
          ? `Removed ${removed.length} older archive(s), keeping the newest ${keep}: ${removed.join(', ')}`
          : `No older archive to remove (keeping the newest ${keep}).`,
      );
    }
  } finally {
    await removeStaging(staging);
  }
});
