import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { json, parseWith, RequestError } from '#src/server/http/errors.ts';
import { adminApiGuard, currentUser, type SessionUser } from '#src/features/auth/service.ts';
import { clearSessionCookie, clientIp } from '#src/features/auth/service.ts';
import { correctionSchema, eraseSchema, requestDoneSchema } from './schema.ts';
import {
  dataRequests,
  eraseAccount,
  exportAccount,
  markRequestDone,
  requestCorrection,
  withdrawConsent,
} from './requests.ts';

/** Handlers of the devotee's data rights under /api/account and the office's under /api/admin. */
const noStore = { 'cache-control': 'private, no-store' };

async function signedIn(context: APIContext): Promise<SessionUser> {
  const user = await currentUser(context);
  if (!user) throw new RequestError(401, 'auth.error.signInFirst');
  return user;
}

/** Everything the site holds on the account, as a file to keep. */
export async function getExport(context: APIContext) {
  const user = await signedIn(context);
  const data = await exportAccount(getDb(), user);
  const day = data.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="my-data-${day}.json"`,
      ...noStore,
    },
  });
}

/** Erases the account: `{ password }`, asked again. */
export async function postErase(context: APIContext) {
  const user = await signedIn(context);
  const input = parseWith(eraseSchema, await readFields(context.request));
  await eraseAccount(getDb(), user, input.password, { ip: clientIp(context) });
  clearSessionCookie(context);
  return json({ message: context.locals.t('privacy.done.erased') }, 200, noStore);
}

export async function postCorrection(context: APIContext) {
  const user = await signedIn(context);
  const input = parseWith(correctionSchema, await readFields(context.request));
  const { id, dueAt } = await requestCorrection(getDb(), user, input);
  return json({ id, dueAt }, 201, noStore);
}

export async function postWithdraw(context: APIContext) {
  const user = await signedIn(context);
  const withdrawn = await withdrawConsent(getDb(), user);
  return json({ message: context.locals.t('privacy.done.withdrawn'), withdrawn }, 200, noStore);
}

/** The office's list of requests (Admin). */
export async function getDataRequests(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  return json({ requests: await dataRequests(getDb()) }, 200, noStore);
}

/** Marks a request done with its note (Admin): `{ note }`, the id in the path. */
export async function postRequestDone(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const body = await readFields(context.request);
  const input = parseWith(requestDoneSchema, { ...body, id: context.params.id });
  await markRequestDone(getDb(), guard.user, input);
  return json({ message: context.locals.t('privacy.admin.done') }, 200, noStore);
}
