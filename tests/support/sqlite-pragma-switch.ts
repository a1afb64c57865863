import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CompiledQuery } from 'kysely';
import type * as Site from '#src/app/server.ts';

/**
 * Loaded into a test's site process (NODE_OPTIONS=--import): on SIGUSR2 it runs the statement in
 * DATA_DIR/pragma.sql on the site's own SQLite connection and prints `Applied: <statement>`. A
 * full disk or a read-only file system is made so (PRAGMA max_page_count, query_only), which
 * holds for one connection only and works as root, where file permissions do not.
 */
// The module scripts/start.ts loaded, by the same address: the same copy, so the same connection.
const app = pathToFileURL(join(import.meta.dirname, '../../dist/server/app.mjs')).href;

process.on('SIGUSR2', () => {
  const statement = readFileSync(join(process.env.DATA_DIR!, 'pragma.sql'), 'utf8').trim();
  (import(app) as Promise<typeof Site>)
    .then((site) => site.getConnection().db.executeQuery(CompiledQuery.raw(statement)))
    .then(
      () => console.log(`Applied: ${statement}`),
      (error: Error) => console.log(`Not applied: ${statement} (${error.message})`),
    );
});
