import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { AuditActor } from '#src/features/audit/service.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { localePath } from '#src/i18n/index.ts';
import type { Database } from '#src/server/db/schema.ts';
import { readFields } from '#src/server/http/body.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { pageForm } from '#src/server/forms/page-form.ts';
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
  const { lang } = context.locals;
  if (context.request.method !== 'POST') return { values: {}, errors: {}, notice: await doneNotice(context, db) };
  // One page, three forms told apart by intent: the fields are read once and handed in.
  const fields = await readFields(context.request);
  const intent = text(fields.intent);
  const form = intent === 'move' ? moveFormId(text(fields.festival), text(fields.from)) : intent;
  const back = (query: Record<string, string>) => ({
    response: context.redirect(`${localePath(lang, '/admin/festivals')}?${new URLSearchParams(query)}`, 303),
  });
  const invalid = 'festivals.error.fix';
  const result =
    intent === 'move'
      ? await pageForm(context, {
          fields,
          schema: festivalMoveSchema,
          invalid,
          act: (input) =>
            saying(async () => {
              await moveFestival(db, admin, place, today, input);
              return back({ done: 'moved', festival: input.festival, day: input.day });
            }),
        })
      : intent === 'add'
        ? await pageForm(context, {
            fields,
            schema: festivalAddSchema,
            invalid,
            act: (input) =>
              saying(async () => {
                const id = await addFestival(db, admin, today, input);
                return back({ done: 'added', id: String(id), day: input.day });
              }),
          })
        : await pageForm(context, {
            fields,
            schema: festivalRemoveSchema,
            invalid,
            act: (input) =>
              saying(async () => {
                await removeOverride(db, admin, input.id);
                return back({ done: 'removed' });
              }),
          });
  if (result.ok) return result.value;
  const { values, errors, notice, status } = result;
  return { form, values, errors, notice, status };
}

/** A refusal of the work says its one message under each field it names, as well as above the form. */
async function saying<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof RequestError) || !error.fields) throw error;
    const message = { key: error.message, vars: error.vars };
    const fields = Object.fromEntries(Object.keys(error.fields).map((name) => [name, message]));
    throw new RequestError(error.status, error.message, fields, error.vars);
  }
}
