import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { AuditActor } from '#src/features/audit/service.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { localePath } from '#src/i18n/index.ts';
import type { Database } from '#src/server/db/schema.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { fieldMessages, say, translateFields } from '#src/server/validation/messages.ts';
import type { Notice } from '#src/ui/Field.tsx';
import { festivals } from '../../festival-rules.ts';
import type { Place } from '../../sun.ts';
import { festivalAddSchema, festivalMoveSchema, festivalRemoveSchema } from '../schema.ts';
import { addFestival, moveFestival, removeOverride } from '../service.ts';
import { findOverride } from '../repo.ts';

type Context = Pick<APIContext, 'request' | 'locals' | 'url' | 'redirect'>;

export interface FestivalFormState {
  /** Which form comes back with its values and messages: 'add', or the moved day's `key from`. */
  form?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  status?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const moveFormId = (key: string, from: string) => `${key} ${from}`;

/** What the office sees after a change: what happened, in words, from the redirect's query. */
async function doneNotice(context: Context, db: Kysely<Database>): Promise<Notice | undefined> {
  const { t, lang } = context.locals;
  const q = context.url.searchParams;
  const done = q.get('done');
  const day = q.get('day') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatOnDay(day, lang) : day;
  if (done === 'moved') {
    const name = festivals.find((f) => f.key === q.get('festival'))?.name[lang] ?? '';
    return { kind: 'success', text: t('festivals.admin.done.moved', { name, date }) };
  }
  if (done === 'added') {
    const row = await findOverride(db, Number(q.get('id')));
    const name = (lang === 'te' ? row?.name_te : row?.name_en) ?? '';
    return { kind: 'success', text: t('festivals.admin.done.added', { name, date }) };
  }
  if (done === 'removed') return { kind: 'success', text: t('festivals.admin.done.removed') };
  return undefined;
}

/** The three forms of /admin/festivals: move a computed day, add a day, undo either. */
export async function handleFestivalForms(
  context: Context,
  db: Kysely<Database>,
  admin: AuditActor,
  place: Place,
  today: string,
): Promise<{ response: Response } | FestivalFormState> {
  const { t, lang } = context.locals;
  if (context.request.method !== 'POST') return { values: {}, errors: {}, notice: await doneNotice(context, db) };
  const body = await readFields(context.request);
  const intent = text(body.intent);
  const values = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, text(v)]));
  const form = intent === 'move' ? moveFormId(text(body.festival), text(body.from)) : intent;
  const back = (query: Record<string, string>) => ({
    response: context.redirect(`${localePath(lang, '/admin/festivals')}?${new URLSearchParams(query)}`, 303),
  });
  const schema = intent === 'move' ? festivalMoveSchema : intent === 'add' ? festivalAddSchema : festivalRemoveSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = translateFields(t, fieldMessages(parsed.error));
    return { form, values, errors, notice: { kind: 'error', text: t('festivals.error.fix') }, status: 400 };
  }
  try {
    if (intent === 'move') {
      const input = festivalMoveSchema.parse(body);
      await moveFestival(db, admin, place, today, input);
      return back({ done: 'moved', festival: input.festival, day: input.day });
    }
    if (intent === 'add') {
      const input = festivalAddSchema.parse(body);
      const id = await addFestival(db, admin, today, input);
      return back({ done: 'added', id: String(id), day: input.day });
    }
    await removeOverride(db, admin, festivalRemoveSchema.parse(body).id);
    return back({ done: 'removed' });
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const message = say(t, { key: error.message, vars: error.vars });
    const errors = error.fields ? translateFields(t, error.fields) : {};
    for (const k of Object.keys(errors)) errors[k] = message;
    return { form, values, errors, notice: { kind: 'error', text: message }, status: error.status };
  }
}
