import type { APIContext } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { invalidInput } from '#src/server/http/errors.ts';
import { createOnce, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import type { SessionUser } from '#src/features/auth/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { findDonation, type DonationRow } from '../repo.ts';
import { counterSchema } from './schema.ts';
import { counterCause, recordCounterDonation } from './service.ts';

type Context = Pick<APIContext, 'request' | 'locals'>;

/**
 * A counter gift from posted fields, for the page and the API alike: checked by the one schema
 * (400 naming each field), recorded once per idempotency key (a double tap records one gift).
 */
export async function recordFromFields(
  context: Context,
  body: Record<string, unknown>,
  admin: SessionUser,
): Promise<DonationRow> {
  const { lang } = context.locals;
  // API requests are not given the settings by the middleware; pages are.
  const settings = context.locals.settings ?? (await loadSettings(getDb())).settings;
  const parsed = counterSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error, body);
  const input = parsed.data;
  const db = getDb();
  const cause = await counterCause(db, input.cause);
  const key = idempotencyKeyOf(context.request, 'counter', body, admin);
  const actor = { id: admin.id, name: admin.name, email: admin.email };
  const retryBaseMs = getConfig().MAIL_RETRY_SECONDS * 1000;
  return createOnce(
    db,
    key,
    (trx) => recordCounterDonation(trx, input, cause, { actor, lang, settings, retryBaseMs }),
    (d) => d.reference,
    findDonation,
  );
}
