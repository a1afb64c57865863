import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { runPeriodically } from '#src/server/periodic.ts';
import { bumpContentVersion } from '#src/server/page-cache/version.ts';
import { expireHolds, selectHoldsRunOut } from './repo.ts';
import { lapseOffers } from './waitlist-handover.ts';

/** At most this many bookings per sweep: the next sweep takes the rest. */
const sweepBatch = 500;

/**
 * Ends the holds that ran out (pending, no UTR, past hold_until) on every puja and day, and gives
 * their places back: one transaction per booking, each a guarded status change, so when several
 * processes sweep at once each booking is expired, and its place freed, by exactly one of them.
 * The cached pages go when anything was freed (docs/decisions/132).
 */
export async function sweepExpiredHolds(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = await selectHoldsRunOut(db, now.toISOString(), sweepBatch);
  let expired = 0;
  for (const reference of due) expired += await db.transaction().execute((trx) => expireHolds(trx, { reference }));
  // Waitlist offers whose two hours ran out: the place goes on to the next devotee, or back to everyone.
  expired += await db.transaction().execute((trx) => lapseOffers(trx));
  if (expired > 0) await bumpContentVersion(db);
  return expired;
}

/** The sweep's timer in each server process: once at start-up, then every interval, one pass at a time. */
export function startHoldSweeper(db: Kysely<Database>, intervalMs: number): () => void {
  return runPeriodically(intervalMs, 'Booking hold sweep failed', async () => {
    const expired = await sweepExpiredHolds(db);
    if (expired > 0) log.info(`Bookings: ${expired} unpaid hold(s) ran out; their places are free again`);
  });
}
