import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { SessionUser } from '#src/features/auth/service.ts';
import { indiaClock } from '#src/i18n/dates.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { consentsOf, requestsOf } from './repo.ts';

/** What the /account/data page shows: the account's consents in force and its requests. */
export async function accountRights(db: Kysely<Database>, user: SessionUser) {
  const [consents, requests, { settings }] = await Promise.all([
    consentsOf(db, user.id),
    requestsOf(db, user.id),
    loadSettings(db),
  ]);
  return {
    consentsInForce: consents.filter((c) => c.withdrawn_at === null).length,
    requests,
    answerDays: settings.privacy.answerDays,
    /** The day (India) a request sent now must be answered by. */
    dueIfAskedNow: indiaClock(new Date(Date.now() + settings.privacy.answerDays * 86_400_000)).day,
    taxRecordsYears: settings.tax.taxRecordsYears,
    grievanceName: settings.privacy.grievanceName,
  };
}
export type AccountRights = Awaited<ReturnType<typeof accountRights>>;
