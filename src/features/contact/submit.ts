import type { APIContext } from 'astro';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/connect.ts';
import { clientIp } from '#src/features/auth/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { createOnce, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { HONEYPOT } from './honeypot.ts';
import { submitInquiry, type Inquiry } from './service.ts';

/** What the page form and the API share once a message has passed its schema. */
export { HONEYPOT };

/** A post that fills the hidden field is a robot's: answered like a success, stored nowhere. */
export const isSpam = (body: Record<string, unknown>) =>
  typeof body[HONEYPOT] === 'string' && body[HONEYPOT].trim() !== '';

/** Where the centre's notice of each inquiry goes. */
export function notifyAddress(settingsEmail: string): string {
  return getConfig().CONTACT_NOTIFY_TO ?? settingsEmail;
}

/**
 * Stores a checked inquiry for this request's visitor and queues the centre's notice (see
 * submitInquiry), once per idempotency key: the same post sent again (a retry after a lost
 * answer, a double tap) gets the first one's id and stores nothing (docs/decisions/121).
 */
export async function storeInquiry(
  context: Pick<APIContext, 'request' | 'locals' | 'clientAddress'>,
  inquiry: Inquiry,
  fields: Record<string, unknown>,
): Promise<number> {
  // API requests skip the settings in the middleware; the notice address may come from them.
  const settings = context.locals.settings ?? (await loadSettings(getDb())).settings;
  const key = idempotencyKeyOf(context.request, 'contact', fields, context.locals.user);
  const inquiryContext = {
    ip: clientIp(context),
    lang: context.locals.lang,
    notifyTo: notifyAddress(settings.contacts.emails[0]),
    retryBaseMs: getConfig().MAIL_RETRY_SECONDS * 1000,
  };
  // A refusal (too many messages) is thrown, which rolls the key back with everything else.
  return createOnce(
    getDb(),
    key,
    (db) => submitInquiry(db, inquiry, inquiryContext),
    (id) => id,
    // Inquiries are never deleted, and the answer names nothing of one: its id is all there is to read.
    async (_db, id) => id,
  );
}
