import type { APIContext } from 'astro';
import { localePath } from '#src/i18n/index.ts';
import { formatWeekday, indiaClock } from '#src/i18n/dates.ts';
import { getDb } from '#src/server/db/connect.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages, say, translateFields } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { currentUser, type SessionUser } from '#src/features/auth/guard.ts';
import { clearSessionCookie, clientIp } from '#src/features/auth/http.ts';
import { correctionSchema, eraseSchema } from './schema.ts';
import { eraseAccount, requestCorrection, withdrawConsent } from './service.ts';
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
    const body = await readFields(context.request);
    const intent = text(body.intent);
    try {
      if (intent === 'correct') {
        const parsed = correctionSchema.safeParse(body);
        if (!parsed.success) {
          const values = { whatWrong: text(body.whatWrong), shouldBe: text(body.shouldBe) };
          state = {
            values,
            errors: translateFields(t, fieldMessages(parsed.error)),
            notice: { kind: 'error', text: t('privacy.error.fix') },
            status: 400,
          };
        } else {
          const { dueAt } = await requestCorrection(db, user, parsed.data);
          return { response: context.redirect(`${self}?done=correction&due=${indiaClock(dueAt).day}#correct`, 303) };
        }
      } else if (intent === 'withdraw') {
        await withdrawConsent(db, user);
        return { response: context.redirect(`${self}?done=withdrawn#withdraw`, 303) };
      } else if (intent === 'erase-ask') {
        state = { values: {}, errors: {}, confirmErase: true };
      } else if (intent === 'erase') {
        const parsed = eraseSchema.safeParse(body);
        if (!parsed.success) {
          state = {
            values: {},
            errors: translateFields(t, fieldMessages(parsed.error)),
            confirmErase: true,
            notice: { kind: 'error', text: t('privacy.error.password') },
            status: 400,
          };
        } else {
          await eraseAccount(db, user, parsed.data.password, { ip: clientIp(context) });
          clearSessionCookie(context);
          // The header drawn after this must not show the account that is gone.
          context.locals.user = null;
          return {
            state: {
              values: {},
              errors: {},
              erased: true,
              notice: { kind: 'success', text: t('privacy.done.erased') },
            },
          };
        }
      } else {
        state = {
          values: {},
          errors: {},
          notice: { kind: 'error', text: t('privacy.error.unknownAction') },
          status: 400,
        };
      }
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const erasing = intent === 'erase';
      const errors = translateFields(t, error.fields ?? {});
      const values: Record<string, string> = erasing
        ? {}
        : { whatWrong: text(body.whatWrong), shouldBe: text(body.shouldBe) };
      state = {
        values,
        errors,
        confirmErase: erasing,
        notice: { kind: 'error', text: say(t, { key: error.message, vars: error.vars }) },
        status: error.status,
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
