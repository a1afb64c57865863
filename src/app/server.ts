import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { Config } from '#src/server/config.ts';
import { startSealingClearPans } from '#src/features/donations/service.ts';
import { startAnonymiser } from '#src/features/data-rights/service.ts';
import { startOutboxWorker } from '#src/server/mail/outbox.ts';
import { startHoldSweeper, startSevaReminders } from '#src/features/bookings/service.ts';
import { officeDigestLookMs, startOfficeDigest } from '#src/features/office/service.ts';

// What scripts/start.ts needs of the site. Built into Astro's server bundle as a second entry
// (dist/server/app.mjs, see astro.config.mjs), it shares the bundle's modules: one process holds
// one copy of each, so one connection, one page cache, one DatabaseUnavailable class.
export { ConfigError, type Config } from '#src/server/config.ts';
export { DatabaseStillUnavailable, prepare, prepareDatabase, prepareSite, StartupError } from './prepare.ts';
export { getConfig } from '#src/server/config.ts';
export { createSiteServer, listen } from '#src/server/http/serve.ts';
export { keptPages } from './kept-pages.ts';
export { createT } from '#src/i18n/index.ts';
export { log } from '#src/server/log.ts';
export { workersHere } from '#src/server/workers.ts';
// For a tool loaded into the site's process (tests/support/sqlite-pragma-switch.ts).
export { getConnection } from '#src/server/db/connect.ts';

/** The timers every process runs once its database is ready. */
export function startBackgroundWork(db: Kysely<Database>, config: Config) {
  // Unsent notifications and receipts are retried; this also runs once right away.
  startOutboxWorker(db, config.MAIL_RETRY_SECONDS * 1000);
  // Unpaid bookings give their places back when their hold runs out, not only when the puja is next looked at.
  startHoldSweeper(db, config.BOOKING_SWEEP_SECONDS * 1000);
  // Sevas that come back: a mail a week before and a week after each day, once across every process.
  startSevaReminders(db, 3_600_000);
  // Every process looks each minute; one guarded UPDATE lets one of them send, once in 15 minutes.
  startOfficeDigest(db, officeDigestLookMs);
  // PANs stored in clear before identities were sealed are sealed once (docs/decisions/155).
  startSealingClearPans(db);
  // Personal data past its keeping period is made anonymous or deleted (docs/compliance.md).
  startAnonymiser(db);
}
