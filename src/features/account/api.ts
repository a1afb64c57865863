import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, parseWith, RequestError } from '#src/server/http/errors.ts';
import { createOnce, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { credentialOf, currentUser, type SessionUser, clientIp } from '#src/features/auth/service.ts';
import { donationOf, receiptFile, type DonationRow, ownCertificateJson } from '#src/features/donations/service.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { confirmSchema, devoteeIdSchema, devoteeSchema, passwordChangeSchema } from './schema.ts';
import {
  accountOverview,
  addSavedDevotee,
  changeAccountPassword,
  confirmEmail,
  donorOf,
  editSavedDevotee,
  removeSavedDevotee,
  savedDevotee,
  sendConfirmation,
  type SavedDevotee,
} from './service.ts';

/**
 * Handlers of /api/account/*: the signed-in account's own records only. Refusals are thrown and
 * answered by the middleware as `{ message, fields }` in the caller's language.
 */
const noStore = { 'cache-control': 'private, no-store' };

async function signedIn(context: APIContext): Promise<SessionUser> {
  const user = await currentUser(context);
  if (!user) throw new RequestError(401, 'auth.error.signInFirst');
  return user;
}

export const donationJson = (d: DonationRow) => ({
  reference: d.reference,
  amount: d.amount_paise / 100,
  cause: d.cause,
  status: d.status,
  method: d.method,
  receiptNumber: d.receipt_number,
  receiptUrl: d.receipt_number ? `/api/account/receipts/${d.reference}` : null,
  createdAt: d.created_at,
  paidAt: d.paid_at,
});

export const devoteeJson = (d: SavedDevotee) => ({
  id: d.id,
  name: d.name,
  gotram: d.gotram,
  nakshatram: d.nakshatram,
  rasi: d.rasi,
});

export async function getAccount(context: APIContext) {
  const user = await signedIn(context);
  const account = await accountOverview(getDb(), user);
  return json(
    {
      profile: account.profile,
      donations: account.donations.map(donationJson),
      certificates: account.certificates.map(ownCertificateJson),
      devotees: account.devotees.map(devoteeJson),
      ...(account.bookings ? { bookings: account.bookings } : {}),
    },
    200,
    noStore,
  );
}

const pathId = (context: APIContext) => {
  const parsed = devoteeIdSchema.safeParse(context.params.id);
  if (!parsed.success) throw new RequestError(404, 'account.error.devoteeNotFound');
  return parsed.data;
};

export async function postDevotee(context: APIContext) {
  const user = await signedIn(context);
  const body = await readFields(context.request);
  const input = parseWith(devoteeSchema, body);
  // The key is the account's own: one client's key never answers with another account's devotee.
  const key = idempotencyKeyOf(context.request, 'account-devotee', body, user);
  const saved = await createOnce(
    getDb(),
    key,
    (trx) => addSavedDevotee(trx, user.id, input),
    (d) => d.id,
    (db, id) => savedDevotee(db, user.id, id),
  );
  return json(devoteeJson(saved), 201, noStore);
}

export async function putDevotee(context: APIContext) {
  const user = await signedIn(context);
  const id = pathId(context);
  const input = parseWith(devoteeSchema, await readFields(context.request));
  return json(devoteeJson(await editSavedDevotee(getDb(), user.id, id, input)), 200, noStore);
}

export async function deleteDevotee(context: APIContext) {
  const user = await signedIn(context);
  await removeSavedDevotee(getDb(), user.id, pathId(context));
  return json({ message: context.locals.t('account.done.removed') }, 200, noStore);
}

export async function postPassword(context: APIContext) {
  const user = await signedIn(context);
  const input = parseWith(passwordChangeSchema, await readFields(context.request));
  await changeAccountPassword(getDb(), user, input, { ip: clientIp(context), keepToken: credentialOf(context) });
  return json({ message: context.locals.t('account.done.password') }, 200, noStore);
}

/** With a token: confirms the address. Without: mails a new link. */
export async function postConfirmEmail(context: APIContext) {
  const user = await signedIn(context);
  const body = await readFields(context.request);
  const { t, lang } = context.locals;
  if (body.token !== undefined) {
    await confirmEmail(getDb(), user, parseWith(confirmSchema, body).token);
    return json({ message: t('account.done.confirmed'), emailConfirmed: true }, 200, noStore);
  }
  const outcome = await sendConfirmation(getDb(), user, t, lang);
  return json(
    { message: t(`account.done.${outcome}`), emailConfirmed: outcome === 'already' },
    outcome === 'sent' ? 202 : 200,
    noStore,
  );
}

/** A donation's receipt, for its donor (as the account counts their donations) or an Admin. */
export async function getReceipt(context: APIContext) {
  const user = await signedIn(context);
  const db = getDb();
  const reference = String(context.params.reference ?? '');
  const donation =
    user.role === 'Admin'
      ? await donationOf(db, reference, { userId: user.id, any: true })
      : await donationOf(db, reference, await donorOf(db, user));
  if (!donation) throw new RequestError(404, 'account.error.donationNotFound');
  const { settings } = await loadSettings(db);
  const file = await receiptFile(donation, settings);
  if (!file) throw new RequestError(409, 'account.error.receiptNotYet');
  return new Response(Buffer.from(file.pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${file.filename}"`,
      ...noStore,
    },
  });
}
