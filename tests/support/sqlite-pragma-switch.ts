import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CompiledQuery, type Kysely } from 'kysely';

/**
 * Loaded into a test's site process (NODE_OPTIONS=--import): on SIGUSR2 it runs the statement in
 * DATA_DIR/pragma.sql on the site's own SQLite connection and prints `Applied: <statement>`. A
 * full disk or a read-only file system is made so (PRAGMA max_page_count, query_only), which
 * holds for one connection only and works as root, where file permissions do not.
 */
const connection = Symbol.for('peetam.connection');

process.on('SIGUSR2', () => {
  const statement = readFileSync(join(process.env.DATA_DIR!, 'pragma.sql'), 'utf8').trim();
  const site = (globalThis as { [connection]?: { db: Kysely<unknown> } })[connection];
  site!.db.executeQuery(CompiledQuery.raw(statement)).then(
    () => console.log(`Applied: ${statement}`),
    (error: Error) => console.log(`Not applied: ${statement} (${error.message})`),
  );
});
