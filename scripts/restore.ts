// Brings back an archive written by npm run backup: the database, then the uploaded files.
// Usage: npm run restore -- <archive> [--force]
// Stop the site first. A database that already holds tables is only replaced with --force.
import { join, resolve } from 'node:path';
import { hidePassword, sqliteFile } from '#src/server/db/connect.ts';
import { storageFor } from '#src/server/storage/index.ts';
import { readArchive, removeStaging, stagingFolder } from './backup/archive.ts';
import { loadConfig, runCommand } from './backup/cli.ts';
import { BackupError, engineOf, restoreDatabase, tablesIn } from './backup/database.ts';
import { copyUploadsIn } from './backup/uploads.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const force = args.includes('--force');
const archive = args.find((a) => !a.startsWith('--'));
if (!archive) {
  console.error(
    'Usage: npm run restore -- <archive> [--force]\n' +
      'Example: npm run restore -- data/backups/peetam-backup-2026-11-22T06-40-21-123Z.tar.gz',
  );
  process.exit(64);
}

const config = loadConfig();
const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
const where = target.databaseUrl ? hidePassword(target.databaseUrl) : sqliteFile(target.dataDir);

await runCommand('Restore', async () => {
  const staging = await stagingFolder(join(resolve(config.DATA_DIR), 'backups'));
  try {
    const manifest = await readArchive(resolve(archive), staging);
    const engine = engineOf(target);
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'This archive holds a PostgreSQL database. Set DATABASE_URL to an empty PostgreSQL database and run the ' +
              'restore again.'
          : 'This archive holds an SQLite database. Unset DATABASE_URL (the site then uses DATA_DIR/site.db) and run ' +
              'the restore again.',
      );
    }
    const tables = await tablesIn(target);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The database at ${where} already holds data (${tables} tables); nothing was changed. To replace it with the ` +
          `archive, stop the site and run: npm run restore -- ${archive} --force`,
      );
    }
    await restoreDatabase(target, join(staging, 'database'), manifest.databaseFile);
    const uploads = await copyUploadsIn(storageFor(config), join(staging, 'uploads'));
    console.log(
      `Restored ${archive} (backup of ${manifest.createdAt}): ${engine} database at ${where}, ${uploads} uploaded ` +
        `files. Start the site with npm start.`,
    );
  } finally {
    await removeStaging(staging);
  }
});
