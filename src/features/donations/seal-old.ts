import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { runPeriodically } from '#src/server/periodic.ts';
import { cleanIdentity, sealIdentity } from './identity.ts';

/**
 * Donations made before identities were sealed kept the PAN in clear. A migration cannot reach
 * the key (it lives in the environment), so the server seals them: at start-up, and each hour
 * after, for rows a restored backup brings back. Each row is one UPDATE that only matches while
 * its clear PAN is still there, so two processes at once seal it once.
 */
export async function sealClearPans(db: Kysely<Database>): Promise<number> {
  let sealed = 0;
  for (;;) {
    const clear = db.selectFrom('donations').select(['id', 'pan', 'identity_sealed']).where('pan', 'is not', null);
    const rows = await clear.limit(200).execute();
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      const clean = cleanIdentity(row.pan ?? '');
      // A row that somehow has both keeps its sealed identity; the clear copy goes either way.
      const identity = clean && !row.identity_sealed ? sealIdentity('pan', clean) : {};
      const done = await db
        .updateTable('donations')
        .set({ ...identity, pan: null })
        .where('id', '=', row.id)
        .where('pan', '=', row.pan)
        .executeTakeFirst();
      sealed += Number(done.numUpdatedRows);
    }
  }
}

const hourMs = 60 * 60 * 1000;

/** The sealing's timer in each server process. */
export function startSealingClearPans(db: Kysely<Database>, intervalMs = hourMs): () => void {
  return runPeriodically(intervalMs, 'Sealing donors’ PANs failed', async () => {
    const sealed = await sealClearPans(db);
    if (sealed > 0) log.info(`Donations: sealed ${sealed} PAN(s) kept in clear before identities were sealed`);
  });
}
