import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { insertConsent } from './repo.ts';
import type { ConsentPurpose } from './tables.ts';

/**
 * Records a consent given with a record, in the record's own transaction: the notice version the
 * client showed, or the one in force (the one its page showed).
 */
export async function recordConsent(
  trx: Kysely<Database>,
  consent: {
    purpose: ConsentPurpose;
    recordRef: string | number;
    userId?: number | null;
    email: string;
    noticeVersion?: number;
  },
) {
  const version = consent.noticeVersion ?? (await loadSettings(trx)).settings.privacy.noticeVersion;
  await insertConsent(trx, {
    purpose: consent.purpose,
    record_ref: String(consent.recordRef),
    user_id: consent.userId ?? null,
    email: consent.email,
    notice_version: version,
    given_at: nowIso(),
  });
}
