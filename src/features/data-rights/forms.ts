import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { formatWeekday, indiaClock } from '#src/i18n/dates.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { buttonOnly, pageForm } from '#src/server/forms/page-form.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { currentUser, type SessionUser } from '#src/features/auth/service.ts';
import { clearSessionCookie, clientIp } from '#src/features/auth/service.ts';
import { correctionSchema, eraseSchema } from './schema.ts';
import { eraseAccount, requestCorrection, withdrawConsent } from './requests.ts';
import { accountRights, type AccountRights } from './view.ts';

/**
 * The /account/data page's own POSTs, told apart by `intent`, each working without JavaScript:
 * 'correct' (a correction request), 'withdraw' (consent), 'erase-ask' (shows the confirmation,
 * asking the password again) and 'erase'. A refusal comes back with what was typed (never a
 * password) and a message by each field.
 */
export interface DataRightsState {
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
  /** The erasure's confirmation step is showing. */
  confirmErase?: boolean;
  /** The account is gone: the page says so and offers nothing else. */
  erased?: boolean;
}

type Context = Pick<APIContext, 'request' | 'cookies' | 'locals' | 'url' | 'redirect' | 'clientAddress'>;
export type DataRightsOutcome =
  { response: Response } | { state: DataRightsState; rights?: AccountRights; user?: SessionUser };

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const doneNotices = ['correction', 'withdrawn'] as const;

export async function handleDataRightsPage(context: Context): Promise<DataRightsOutcome> {
  const { t, lang } = context.locals;
  const user = await currentUser(context);
  const self = localePath(lang, '/account/data');
  if (!user) {
    const back = (context.locals.path ?? context.url.pathname) + context.url.search;
    return { response: context.redirect(`${localePath(lang, '/login')}?next=${encodeURIComponent(back)}`, 302) };
  }
  const db = getDb();
  let state: DataRightsState = { values: {}, errors: {} };
  if (context.request.method === 'POST') {
    const fields = await readFields(context.request);
    const intent = text(fields.intent);
    if (intent === 'correct') {
      const result = await pageForm(context, {
        fields,
        schema: correctionSchema,
        invalid: 'privacy.error.fix',
        act: (input) => requestCorrection(db, user, input),
      });
      if (result.ok) {
        const due = indiaClock(result.value.dueAt).day;
        return { response: context.redirect(`${self}?done=correction&due=${due}#correct`, 303) };
      }
      const { values, errors, notice, status } = result;
      state = {
        values: { whatWrong: values.whatWrong ?? '', shouldBe: values.shouldBe ?? '' },
        errors,
        notice,
        status,
      };
    } else if (intent === 'withdraw') {
      const result = await pageForm(context, {
        fields,
        schema: buttonOnly,
        invalid: 'privacy.error.fix',
        act: () => withdrawConsent(db, user),
      });
      if (result.ok) return { response: context.redirect(`${self}?done=withdrawn#withdraw`, 303) };
      const { errors, notice, status } = result;
      state = { values: {}, errors, notice, status };
    } else if (intent === 'erase-ask') {
      state = { values: {}, errors: {}, confirmErase: true };
    } else if (intent === 'erase') {
      const result = await pageForm(context, {
        fields,
        schema: eraseSchema,
        invalid: 'privacy.error.password',
        act: (input) => eraseAccount(db, user, input.password, { ip: clientIp(context) }),
      });
      if (!result.ok) {
        const { errors, notice, status } = result;
        // The password is never shown again; the confirmation stays open to try once more.
        state = { values: {}, errors, notice, status, confirmErase: true };
      } else {
        clearSessionCookie(context);
        // The header drawn after this must not show the account that is gone.
        context.locals.user = null;
        const notice = { kind: 'success' as const, text: t('privacy.done.erased') };
        return { state: { values: {}, errors: {}, erased: true, notice } };
      }
    } else {
      state = {
        values: {},
        errors: {},
        notice: { kind: 'error', text: t('privacy.error.unknownAction') },
        status: 400,
      };
    }
  } else {
    const done = doneNotices.find((d) => d === context.url.searchParams.get('done'));
    const due = context.url.searchParams.get('due') ?? '';
    if (done) {
      const date = /^\d{4}-\d{2}-\d{2}$/.test(due) ? formatWeekday(due, lang) : '';
      state = { values: {}, errors: {}, notice: { kind: 'success', text: t(`privacy.done.${done}`, { date }) } };
    }
  }
  return { state, rights: await accountRights(db, user), user };
}
