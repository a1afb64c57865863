import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { buttonOnly, pageForm, type PageFormResult } from '#src/server/forms/page-form.ts';
import type { z } from 'zod';
import { createOnce, formToken, idempotencyKeyOf } from '#src/server/idempotency/index.ts';
import { say } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { credentialOf, currentUser, type SessionUser } from '#src/features/auth/service.ts';
import { clientIp } from '#src/features/auth/service.ts';
import {
  confirmSchema,
  devoteeIdSchema,
  devoteeSchema,
  passwordChangeSchema,
  type DevoteeInput,
  type PasswordChangeInput,
} from './schema.ts';
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
const secret = ['current', 'password', 'confirm', 'intent'];
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
    const fields = await readFields(context.request);
    const intent = text(fields.intent);
    if (intent === 'add') token = formToken(fields);
    const form =
      intent === 'add'
        ? 'add'
        : intent === 'edit'
          ? `edit-${text(fields.id)}`
          : intent === 'password'
            ? 'password'
            : undefined;
    const post = <S extends z.ZodType, R>(schema: S, act: (input: z.output<S>) => Promise<R>) =>
      pageForm(context, { fields, schema, invalid: 'account.error.fix', secret, act });
    const answer = (result: PageFormResult<unknown>, what: (typeof doneNotices)[number]) => {
      if (result.ok) return done(what, doneIn[what]);
      const { values, errors, notice, status } = result;
      // A refused password form shows nothing again, not even what was typed beside the passwords.
      state = { form, values: intent === 'password' ? {} : values, errors, notice, status };
      return undefined;
    };
    let answered: { response: Response } | undefined;
    if (intent === 'add') {
      const add = (input: DevoteeInput) =>
        createOnce(
          db,
          idempotencyKeyOf(context.request, 'account-devotee', fields, user),
          (trx) => addSavedDevotee(trx, user.id, input),
          (d) => d.id,
          (db, id) => savedDevotee(db, user.id, id),
        );
      answered = answer(await post(devoteeSchema, add), 'added');
    } else if (intent === 'edit') {
      const edit = (input: DevoteeInput) => editSavedDevotee(db, user.id, idOf(fields.id), input);
      answered = answer(await post(devoteeSchema, edit), 'saved');
    } else if (intent === 'remove') {
      answered = answer(await post(buttonOnly, () => removeSavedDevotee(db, user.id, idOf(fields.id))), 'removed');
    } else if (intent === 'password') {
      const change = (input: PasswordChangeInput) =>
        changeAccountPassword(db, user, input, { ip: clientIp(context), keepToken: credentialOf(context) });
      answered = answer(await post(passwordChangeSchema, change), 'password');
    } else if (intent === 'confirm') {
      const result = await post(buttonOnly, () => sendConfirmation(db, user, t, lang));
      answered = answer(result, result.ok ? result.value : 'sent');
    } else {
      state = {
        values: {},
        errors: {},
        notice: { kind: 'error', text: t('account.error.unknownAction') },
        status: 400,
      };
    }
    if (answered) return answered;
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
