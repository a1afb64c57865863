import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { recheckPassword, type SessionUser } from '#src/features/auth/service.ts';
import { isIdentityType, maskedIdentity } from '#src/features/donations/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { accountExists, eraseHoldings, readHoldings, type Holder } from './holdings.ts';
import * as repo from './repo.ts';
import type { CorrectionInput } from './schema.ts';

/** 'asha@example.org' as 'a...@example.org': enough for the office to tell requests apart, not to write to. */
export const maskedEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1...');

/** The devotee themselves, as the trail names them: by their masked address, so the entry outlives an erasure. */
const devoteeActor = (user: SessionUser): AuditActor => ({ id: user.id, name: maskedEmail(user.email), email: null });

const dayMs = 86_400_000;

/**
 * Consent withdrawn: no more e-mails but those the law or a booking needs, and nothing kept on its
 * strength alone. Returns how many consents were in force.
 */
export function withdrawConsent(db: Kysely<Database>, user: SessionUser): Promise<number> {
  return transaction(db, async (trx) => {
    const count = await repo.withdrawConsents(trx, user.id, nowIso());
    await recordAudit(trx, {
      actor: devoteeActor(user),
      recordType: 'account',
      recordId: user.id,
      recordLabel: maskedEmail(user.email),
      action: 'withdraw_consent',
      changes: { consents: { from: count, to: 0 } },
    });
    return count;
  });
}

/** A correction the devotee asks for, due within the privacy settings' answerDays. */
export async function requestCorrection(db: Kysely<Database>, user: SessionUser, input: CorrectionInput) {
  const { settings } = await loadSettings(db);
  const now = new Date();
  return transaction(db, async (trx) => {
    const { id } = await repo.insertRequest(trx, {
      kind: 'correction',
      user_id: user.id,
      requester: `${user.name} <${user.email}>`,
      what_wrong: input.whatWrong,
      should_be: input.shouldBe,
      status: 'open',
      created_at: now.toISOString(),
      due_at: new Date(now.getTime() + settings.privacy.answerDays * dayMs).toISOString(),
    });
    await recordAudit(trx, {
      actor: devoteeActor(user),
      recordType: 'data_request',
      recordId: Number(id),
      recordLabel: maskedEmail(user.email),
      action: 'request_correction',
    });
    return { id: Number(id), dueAt: new Date(now.getTime() + settings.privacy.answerDays * dayMs).toISOString() };
  });
}

/** The account's holder as its records count it: by e-mail only once the address is confirmed. */
async function holderOf(db: Kysely<Database>, user: SessionUser): Promise<Holder> {
  const row = await db
    .selectFrom('email_confirmations')
    .select(['email', 'confirmed_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return { userId: user.id, email: row?.confirmed_at && row.email === user.email ? user.email : undefined };
}

const parsed = (text: string | null) => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
};

/**
 * Everything the site holds on the account, as JSON: no identity number in clear (PAN and other
 * identities masked as the receipt shows them), no password hash, no key. The download is audited.
 */
export async function exportAccount(db: Kysely<Database>, user: SessionUser) {
  const holder = await holderOf(db, user);
  const held = await readHoldings(db, holder);
  const [consents, requests] = await Promise.all([repo.consentsOf(db, user.id), repo.requestsOf(db, user.id)]);
  const data = {
    exportedAt: nowIso(),
    profile: { ...held.user, emailConfirmation: held.confirmation ?? null },
    savedDevotees: held.devotees,
    donations: held.donations.map(({ identity_sealed, pan, identity_hint, family, ...d }) => ({
      ...d,
      family: parsed(family),
      pan: pan ? maskedIdentity({ identity_type: 'pan', identity_hint: pan.slice(-4), identity_sealed: null }) : null,
      // A type the site does not know is shown as none rather than guessed at.
      identity: isIdentityType(d.identity_type)
        ? maskedIdentity({ identity_type: d.identity_type, identity_hint, identity_sealed }) || null
        : null,
    })),
    bookings: held.bookings.map(({ key_hash: _key, device_id: _device, devotees, prasadam, ...b }) => ({
      ...b,
      devotees: parsed(devotees),
      prasadam: parsed(prasadam),
    })),
    waitlist: held.waitlist,
    contactMessages: held.inquiries,
    consents,
    requests,
    auditEntries: held.audit.map((a) => ({ ...a, changes: parsed(a.changes) })),
  };
  await recordAudit(db, {
    actor: devoteeActor(user),
    recordType: 'account',
    recordId: user.id,
    recordLabel: maskedEmail(user.email),
    action: 'export_data',
  });
  return data;
}

/**
 * Erases the account after its password is given again: one transaction, so nothing is half
 * erased. The erasure is recorded as a request already answered, and in the audit trail.
 */
export async function eraseAccount(db: Kysely<Database>, user: SessionUser, password: string, context: { ip: string }) {
  // The office must not lose its last way in: an administrator's account is removed by another.
  if (user.role === 'Admin') throw new RequestError(409, 'privacy.error.adminErase');
  try {
    await recheckPassword(db, user, { password, ip: context.ip });
  } catch (refusal) {
    // Erased a moment ago by another request (a second tab): say so, not that the password is wrong.
    if (refusal instanceof RequestError && !(await accountExists(db, user.id)))
      throw new RequestError(401, 'auth.error.signInFirst');
    throw refusal;
  }
  const holder = await holderOf(db, user);
  const masked = maskedEmail(user.email);
  await transaction(db, async (trx) => {
    const at = nowIso();
    if (!(await eraseHoldings(trx, holder, at))) throw new RequestError(401, 'auth.error.signInFirst');
    await repo.detachConsents(trx, user.id, at);
    await repo.detachRequests(trx, user.id, masked);
    const { id } = await repo.insertRequest(trx, {
      kind: 'erasure',
      user_id: null,
      requester: masked,
      what_wrong: 'account',
      should_be: 'erased',
      status: 'done',
      created_at: at,
      due_at: at,
      done_at: at,
      done_by: 'the site, at once',
      note: null,
    });
    await recordAudit(trx, {
      actor: devoteeActor(user),
      recordType: 'account',
      recordId: user.id,
      recordLabel: masked,
      action: 'erase_account',
      changes: { request: { from: null, to: Number(id) } },
    });
  });
}

// --- the office ---------------------------------------------------------------------------

export async function dataRequests(db: Kysely<Database>) {
  return (await repo.listRequests(db)).map((r) => ({ ...r, id: Number(r.id) }));
}

export type DataRequestView = Awaited<ReturnType<typeof dataRequests>>[number];

/** The office answered a request: done with its note, once; audited in the same transaction. */
export function markRequestDone(db: Kysely<Database>, actor: AuditActor, input: { id: number; note: string }) {
  return transaction(db, async (trx) => {
    const request = await repo.findRequest(trx, input.id);
    if (!request) throw new RequestError(404, 'privacy.error.noRequest');
    if (!(await repo.markRequestDone(trx, input.id, { done_at: nowIso(), done_by: actor.name, note: input.note })))
      throw new RequestError(409, 'privacy.error.alreadyDone');
    await recordAudit(trx, {
      actor,
      recordType: 'data_request',
      recordId: input.id,
      recordLabel: request.requester,
      action: 'mark_done',
      changes: { status: { from: 'open', to: 'done' }, note: { from: null, to: input.note } },
    });
  });
}
