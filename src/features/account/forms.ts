import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { createOnce, formToken, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { fieldMessages, say, translateFields } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { credentialOf, currentUser, type SessionUser } from '#src/features/auth/guard.ts';
import { clientIp } from '#src/features/auth/http.ts';
import { confirmSchema, devoteeIdSchema, devoteeSchema, passwordChangeSchema } from './schema.ts';
import {
  accountOverview,
  addSavedDevotee,
  changeAccountPassword,
  confirmEmail,
  editSavedDevotee,
  removeSavedDevotee,
  savedDevotee,
  sendConfirmation,
  type AccountOverview,
} from './service.ts';
import { answerFragment, type AccountSection } from './sections.ts';

/**
 * The account page's own POSTs: plain forms told apart by `intent`, so each works without
 * JavaScript. A change goes back to the page with ?done=<what> (a reload does not post again);
 * a refusal comes back with what was typed in the form it concerns (never a password) and a
 * message under each field to fix.
 */
export interface AccountFormState {
  /** The form the values and errors belong to: 'add', 'edit-<id>' or 'password'. */
  form?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The section whose change the notice tells of (after ?done=); else a form's, or the page's. */
  noticeIn?: AccountSection;
  /** The 'add' form's idempotency token: the same devotee sent twice is saved once. */
  idempotencyKey?: string;
}

type Context = Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url' | 'redirect' | 'clientAddress'>;
export type AccountPageOutcome =
  { response: Response } | { state: AccountFormState; account: AccountOverview; user: SessionUser };

const doneNotices = ['added', 'saved', 'removed', 'password', 'sent', 'already', 'confirmed'] as const;
/** The section each change is told in, beside what changed. */
const doneIn: Record<(typeof doneNotices)[number], AccountSection> = {
  added: 'devotees',
  saved: 'devotees',
  removed: 'devotees',
  password: 'password',
  sent: 'profile',
  already: 'profile',
  confirmed: 'profile',
};
const secret = new Set(['current', 'password', 'confirm']);
const keep = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).filter(([k, v]) => typeof v === 'string' && !secret.has(k) && k !== 'intent'),
  ) as Record<string, string>;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export async function handleAccountPage(context: Context): Promise<AccountPageOutcome> {
  const { t, lang } = context.locals;
  const user = await currentUser(context);
  const self = localePath(lang, '/account');
  if (!user) {
    const back = (context.locals.path ?? context.url.pathname) + context.url.search;
    return { response: context.redirect(`${localePath(lang, '/login')}?next=${encodeURIComponent(back)}`, 302) };
  }
  const db = getDb();
  const done = (what: (typeof doneNotices)[number], section: AccountSection) => ({
    response: context.redirect(`${self}?done=${what}#${answerFragment(section)}`, 303),
  });
  let state: AccountFormState = { values: {}, errors: {} };
  // A refused 'add' comes back with the token it was sent with: sent again, it still saves once.
  let token: string | undefined;

  if (context.request.method === 'POST') {
    const body = await readFields(context.request);
    const intent = text(body.intent);
    if (intent === 'add') token = formToken(body);
    const form =
      intent === 'add'
        ? 'add'
        : intent === 'edit'
          ? `edit-${text(body.id)}`
          : intent === 'password'
            ? 'password'
            : undefined;
    const refuse = (
      error: RequestError,
      errors: Record<string, string> = translateFields(t, error.fields ?? {}),
    ): AccountFormState => ({
      form,
      values: keep(body),
      errors,
      notice: { kind: 'error', text: say(t, { key: error.message, vars: error.vars }) },
      status: error.status,
    });
    try {
      if (intent === 'add' || intent === 'edit') {
        const parsed = devoteeSchema.safeParse(body);
        if (!parsed.success) {
          state = {
            form,
            values: keep(body),
            errors: translateFields(t, fieldMessages(parsed.error)),
            notice: { kind: 'error', text: t('account.error.fix') },
            status: 400,
          };
        } else if (intent === 'add') {
          const key = idempotencyKeyOf(context.request, 'account-devotee', body, user);
          await createOnce(
            db,
            key,
            (trx) => addSavedDevotee(trx, user.id, parsed.data),
            (d) => d.id,
            (db, id) => savedDevotee(db, user.id, id),
          );
          return done('added', 'devotees');
        } else {
          await editSavedDevotee(db, user.id, idOf(body.id), parsed.data);
          return done('saved', 'devotees');
        }
      } else if (intent === 'remove') {
        await removeSavedDevotee(db, user.id, idOf(body.id));
        return done('removed', 'devotees');
      } else if (intent === 'password') {
        const parsed = passwordChangeSchema.safeParse(body);
        if (!parsed.success) {
          state = {
            form,
            values: {},
            errors: translateFields(t, fieldMessages(parsed.error)),
            notice: { kind: 'error', text: t('account.error.fix') },
            status: 400,
          };
        } else {
          await changeAccountPassword(db, user, parsed.data, {
            ip: clientIp(context),
            keepToken: credentialOf(context),
          });
          return done('password', 'password');
        }
      } else if (intent === 'confirm') {
        return done(await sendConfirmation(db, user, t, lang), 'profile');
      } else {
        state = {
          values: {},
          errors: {},
          notice: { kind: 'error', text: t('account.error.unknownAction') },
          status: 400,
        };
      }
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      state = refuse(error);
    }
  } else {
    const link = context.url.searchParams.get('confirm');
    if (link !== null) {
      const parsed = confirmSchema.safeParse({ token: link });
      try {
        if (!parsed.success) throw new RequestError(400, 'account.error.linkInvalid');
        await confirmEmail(db, user, parsed.data.token);
        return done('confirmed', 'profile');
      } catch (error) {
        if (!(error instanceof RequestError)) throw error;
        state = {
          values: {},
          errors: {},
          notice: { kind: 'error', text: say(t, { key: error.message, vars: error.vars }) },
          status: error.status,
        };
      }
    }
    const what = context.url.searchParams.get('done');
    const shown = doneNotices.find((d) => d === what);
    if (shown) {
      const notice = { kind: 'success' as const, text: t(`account.done.${shown}`) };
      state = { values: {}, errors: {}, notice, noticeIn: doneIn[shown] };
    }
  }
  return { state: { ...state, idempotencyKey: token ?? formToken() }, account: await accountOverview(db, user), user };
}

function idOf(value: unknown): number {
  const parsed = devoteeIdSchema.safeParse(value);
  if (!parsed.success) throw new RequestError(404, 'account.error.devoteeNotFound');
  return parsed.data;
}
