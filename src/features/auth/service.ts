export { sessionCookieName, siteCookieOptions } from './cookies.ts';
export { accountOperations } from './api-doc.ts';

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { isPostgres, nowIso } from '#src/server/db/columns.ts';
import { batchedLookup } from '#src/server/db/batched-lookup.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { DatabaseUnavailable } from '#src/server/db/unavailable.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { hit, overLimit, peek, sweep } from '#src/server/rate-limit/index.ts';
import { limits } from '#src/server/rate-limit/limits.ts';
import { changedFields, commandLineActor, recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as repo from './repo.ts';
import { recordConsent } from '#src/features/data-rights/service.ts';
import type { ForgotInput, LoginInput, ResetInput, Role, SignupInput } from './schema.ts';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** The limits of this feature, kept once; its rate limits are in src/server/rate-limit/limits.ts. */
export const policy = {
  sessionDays: 30,
  codeMinutes: 15,
  /** Wrong tries of the account's code in force, however many times a new code was mailed. */
  codeTries: 5,
};

/**
 * A refusal of the accounts service is a RequestError like every other (a status and a dictionary
 * key), its message also under the field it concerns, so a form shows it there.
 */
const refuse = (status: number, message: string, extra: { field?: string; vars?: Record<string, number> } = {}) =>
  new RequestError(
    status,
    message,
    extra.field ? { [extra.field]: { key: message, vars: extra.vars } } : undefined,
    extra.vars,
  );
const rateLimited = () => refuse(429, 'auth.error.rateLimited');

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Equal strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

// --- rate limits -------------------------------------------------------------------------

const failureKey = (ip: string, email: string) => `auth-fail:${ip}:${email}`;
/** Wrong Admin keys are counted per address alone: a new e-mail for each guess buys nothing. */
const adminKeyKey = (ip: string) => `auth-key:${ip}`;
const resetCodesKey = (userId: number) => `reset-code:${userId}`;

/** Counts the attempt against the IP; refuses (throws) when the IP or this IP and account are over the limit. */
async function admit(db: Kysely<Database>, ip: string, email: string): Promise<void> {
  // Now and then, drop counters whose window is long over, so the table stays small. Every
  // 'auth-' counter has a 15-minute window; the reset codes' counters have their own.
  if (Math.random() < 0.01) {
    await sweep(db, limits.authAttempts.windowMs, 'auth-');
    await sweep(db, limits.resetCodes.windowMs, 'reset-code:');
  }
  if (await overLimit(db, `auth-ip:${ip}`, limits.authAttempts)) throw rateLimited();
  if ((await peek(db, failureKey(ip, email), limits.authFailures)) >= limits.authFailures.max) throw rateLimited();
}

const fail = async (db: Kysely<Database>, ip: string, email: string) => {
  await hit(db, failureKey(ip, email), limits.authFailures);
};

// --- sessions ----------------------------------------------------------------------------

export async function startSession(db: Kysely<Database>, userId: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + policy.sessionDays * 86_400_000);
  await repo.deleteExpiredSessions(db, now.toISOString());
  await repo.insertSession(db, {
    token_hash: sha256(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
  });
  return { token, expires };
}

// On PostgreSQL each query costs a round trip and the database's CPU: the sessions of visitors who
// arrive while one lookup runs are looked up together by the next. SQLite answers in the process,
// where one compiled query a visitor is cheaper.
const batchedSessions = new WeakMap<Kysely<Database>, (tokenHash: string) => Promise<SessionUser | undefined>>();

function batchedSessionLookup(db: Kysely<Database>) {
  let lookup = batchedSessions.get(db);
  if (!lookup) {
    lookup = batchedLookup((tokenHashes) => repo.findSessionUsers(db, tokenHashes, nowIso()));
    batchedSessions.set(db, lookup);
  }
  return lookup;
}

export async function userOfToken(db: Kysely<Database>, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const user = isPostgres(db)
    ? await batchedSessionLookup(db)(tokenHash)
    : await repo.findSessionUser(db, tokenHash, nowIso());
  return user ?? null;
}

export async function endSession(db: Kysely<Database>, token: string | undefined) {
  if (token) await repo.deleteSession(db, sha256(token));
}

// --- sign-up and sign-in -----------------------------------------------------------------

export async function signUp(
  db: Kysely<Database>,
  input: SignupInput,
  context: { ip: string; adminKey: string | undefined },
): Promise<{ user: SessionUser }> {
  await admit(db, context.ip, input.email);
  if (input.role === 'Admin') {
    if (!context.adminKey) throw refuse(403, 'auth.error.adminSignupOff', { field: 'secretKey' });
    if ((await peek(db, adminKeyKey(context.ip), limits.adminKeyFailures)) >= limits.adminKeyFailures.max)
      throw rateLimited();
    if (!constantTimeEqual(input.secretKey ?? '', context.adminKey)) {
      await hit(db, adminKeyKey(context.ip), limits.adminKeyFailures);
      throw refuse(403, 'auth.error.secretKeyWrong', { field: 'secretKey' });
    }
  }
  if (await repo.findUserByEmail(db, input.email)) {
    await fail(db, context.ip, input.email);
    throw refuse(400, 'auth.error.userExists', { field: 'email' });
  }
  const row = {
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: await hashPassword(input.password),
    created_at: nowIso(),
  };
  try {
    const user = await db.transaction().execute(async (trx) => {
      const inserted = await repo.insertUser(trx, row);
      await recordConsent(trx, {
        purpose: 'account',
        recordRef: inserted.id,
        userId: inserted.id,
        email: inserted.email,
        noticeVersion: input.noticeVersion,
      });
      // Becoming an Admin with the secret key is recorded, by the new administrator themselves.
      if (inserted.role === 'Admin') {
        const actor = { id: inserted.id, name: inserted.name, email: inserted.email };
        await recordAudit(trx, {
          actor,
          recordType: 'user',
          recordId: inserted.id,
          recordLabel: inserted.email,
          action: 'admin_signup',
          changes: { role: { from: null, to: 'Admin' } },
        });
      }
      return inserted;
    });
    return { user: { id: user.id, email: user.email, name: user.name, role: user.role } };
  } catch (error) {
    if (error instanceof DatabaseUnavailable) throw error;
    // Two sign-ups with one address at the same moment: the unique index let only one in.
    throw refuse(400, 'auth.error.userExists', { field: 'email' });
  }
}

export async function signIn(
  db: Kysely<Database>,
  input: LoginInput,
  context: { ip: string },
): Promise<{ user: SessionUser; token: string; expires: Date }> {
  await admit(db, context.ip, input.email);
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) {
    await fail(db, context.ip, input.email);
    throw refuse(404, 'auth.error.userNotFound', { field: 'email' });
  }
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await fail(db, context.ip, input.email);
    throw refuse(401, 'auth.error.invalidCredentials', { field: 'password' });
  }
  const session = await startSession(db, user.id);
  return { user: { id: user.id, email: user.email, name: user.name, role: user.role }, ...session };
}

// --- password reset ----------------------------------------------------------------------

export interface ResetMail {
  to: string;
  name: string;
  code: string;
  /** Wrong tries left: fewer than policy.codeTries when the code in force was renewed. */
  tries: number;
}

/**
 * Makes a code and hands it to `deliver` when the address has an account. The answer is the
 * same whatever happens after the address's own rate limits: no account, a code locked by wrong
 * tries, or the account's codes for this hour used up. So the form reveals neither who has an
 * account nor that someone else has been asking for codes.
 */
export async function requestReset(
  db: Kysely<Database>,
  input: ForgotInput,
  context: { ip: string; deliver: (mail: ResetMail) => Promise<void> },
): Promise<void> {
  await admit(db, context.ip, input.email);
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) return;
  const now = new Date();
  // A code locked by wrong tries stays locked until it expires (issueReset would not replace
  // it: new tries would undo the lock); asking meanwhile spends none of the hour's codes.
  const open = await repo.findOpenReset(db, user.id);
  if (open && open.expires_at > now.toISOString() && open.attempts >= policy.codeTries) return;
  if (await overLimit(db, resetCodesKey(user.id), limits.resetCodes)) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The new code keeps the tries already spent on the code in force.
  const spent = await repo.issueReset(
    db,
    {
      user_id: user.id,
      code_hash: sha256(`${user.id}:${code}`),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + policy.codeMinutes * 60_000).toISOString(),
    },
    policy.codeTries,
  );
  if (spent === undefined) return;
  await context.deliver({ to: user.email, name: user.name, code, tries: policy.codeTries - spent });
}

export async function resetPassword(db: Kysely<Database>, input: ResetInput, context: { ip: string }): Promise<void> {
  await admit(db, context.ip, input.email);
  const user = await repo.findUserByEmail(db, input.email);
  const reset = user && (await repo.findOpenReset(db, user.id));
  if (!user || !reset || reset.expires_at <= nowIso()) {
    await fail(db, context.ip, input.email);
    throw refuse(400, 'auth.error.codeExpired', { field: 'token' });
  }
  const locked = () => refuse(400, 'auth.error.codeLocked', { field: 'token', vars: { minutes: policy.codeMinutes } });
  // The try is counted first, and the code compared is the one in force at that moment.
  const claimed = await repo.claimTry(db, reset.id, policy.codeTries);
  if (!claimed) {
    await fail(db, context.ip, input.email);
    throw locked();
  }
  if (!constantTimeEqual(sha256(`${user.id}:${input.token}`), claimed.code_hash)) {
    await fail(db, context.ip, input.email);
    const left = policy.codeTries - claimed.attempts;
    throw left > 0 ? refuse(400, 'auth.error.codeWrong', { field: 'token', vars: { count: left } }) : locked();
  }
  const now = nowIso();
  await repo.markResetUsed(db, reset.id, now);
  await repo.updateUser(db, user.id, { password_hash: await hashPassword(input.password) });
  // A new password ends every session: whoever knew the old one is signed out.
  await repo.deleteSessionsOf(db, user.id);
}

// --- password change ---------------------------------------------------------------------

/**
 * A signed-in account's new password, given its current one: the hash, the end of every other
 * session and the audit entry in one transaction. The session that asked stays signed in.
 * Wrong current passwords count as failed sign-ins do, so the form is no way to guess one.
 */
export async function changePassword(
  db: Kysely<Database>,
  user: SessionUser,
  input: { current: string; password: string },
  context: { ip: string; keepToken: string | undefined },
): Promise<void> {
  await admit(db, context.ip, user.email);
  const row = await repo.findUserByEmail(db, user.email);
  if (!row || !(await verifyPassword(row.password_hash, input.current))) {
    await fail(db, context.ip, user.email);
    throw refuse(400, 'auth.error.currentPasswordWrong', { field: 'current' });
  }
  const password_hash = await hashPassword(input.password);
  await transaction(db, async (trx) => {
    await repo.updateUser(trx, row.id, { password_hash });
    await repo.deleteSessionsOf(trx, row.id, context.keepToken ? sha256(context.keepToken) : undefined);
    await recordAudit(trx, {
      actor: { id: row.id, name: row.name, email: row.email },
      recordType: 'user',
      recordId: row.id,
      recordLabel: row.email,
      action: 'change_password',
      // That it changed is worth knowing; the password itself never goes in.
      changes: { credentialsReplaced: { from: false, to: true } },
    });
  });
}

/**
 * The signed-in account's password asked again before a step that cannot be undone (erasing the
 * account), counted against the same limits as a sign-in so it cannot be guessed through it.
 */
type Given = { password: string; ip: string };
export async function recheckPassword(db: Kysely<Database>, user: SessionUser, given: Given): Promise<void> {
  await admit(db, given.ip, user.email);
  const row = await repo.findUserByEmail(db, user.email);
  if (row && (await verifyPassword(row.password_hash, given.password))) return;
  await fail(db, given.ip, user.email);
  throw refuse(400, 'auth.error.currentPasswordWrong', { field: 'password' });
}

// --- administrators ----------------------------------------------------------------------

/**
 * Creates an administrator, or makes an existing account one (the password is then replaced).
 * Recorded in the audit trail; the password is not (a new one shows only as a changed field).
 */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  input: { email: string; name: string; password: string },
  actor: AuditActor = commandLineActor,
) {
  const password_hash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findUserByEmail(trx, input.email);
    if (existing) {
      await repo.updateUser(trx, existing.id, { role: 'Admin', name: input.name, password_hash });
      // That the password was replaced is worth knowing; the password itself never goes in.
      const changes = changedFields(
        { role: existing.role, name: existing.name, credentialsReplaced: false },
        { role: 'Admin', name: input.name, credentialsReplaced: true },
      );
      await recordAudit(trx, {
        actor,
        recordType: 'user',
        recordId: existing.id,
        recordLabel: existing.email,
        action: 'promote',
        changes,
      });
      return 'promoted' as const;
    }
    const user = await repo.insertUser(trx, {
      email: input.email,
      name: input.name,
      role: 'Admin',
      password_hash,
      created_at: nowIso(),
    });
    await recordAudit(trx, {
      actor,
      recordType: 'user',
      recordId: user.id,
      recordLabel: user.email,
      action: 'create',
      changes: { role: { from: null, to: 'Admin' }, name: { from: null, to: user.name } },
    });
    return 'created' as const;
  });
}

export const listUsers = (db: Kysely<Database>) => repo.listUsers(db);
export { adminApiGuard, adminPageGuard, credentialOf, currentUser } from './guard.ts';
export { clearSessionCookie, clientIp } from './http.ts';
export { takeFlash } from './flash.ts';

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
