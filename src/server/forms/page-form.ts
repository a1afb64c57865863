import { z } from 'zod';
import type { Notice } from '#src/ui/Field.tsx';
import { FORM_LIMIT, readBody } from '../http/body.ts';
import { RequestError } from '../http/errors.ts';
import { fieldMessages, say, translateFields, type Message, type Translate } from '../validation/messages.ts';
import { formInput } from './fit.ts';

/**
 * The one way a page handles its own form post (a plain form, working without JavaScript): read
 * the body, parse it with the form's schema, act, and on any refusal give back what was typed, a
 * message under each field to fix and a notice saying what happened, with the status the API
 * would answer. Only a RequestError is a refusal; anything else is the server's fault and is thrown
 * on, to the error page.
 */
export interface PageForm<S extends z.ZodType, R, K = never> {
  schema: S;
  /** The notice when the schema refuses: a dictionary key, or made from the fields' messages. */
  invalid: string | ((errors: Record<string, string>) => string);
  /** The work the form asks for, with the parsed input, the fields as sent and any uploaded files. */
  act: (input: z.output<S>, fields: Record<string, unknown>, files: Record<string, File[]>) => Promise<R>;
  /**
   * The 'Are you sure?' step of an admin action: until the form comes back with sure=yes, the
   * question (what will happen, for the page to ask) answers instead of the work, so nothing is
   * done unasked; undefined where the form asks nothing (a puja saved, where disabling asks).
   */
  ask?: (input: z.output<S>, fields: Record<string, unknown>) => R | undefined | Promise<R | undefined>;
  /** The schema's input from the fields, before formInput nests dotted names and fits lists. */
  input?: (fields: Record<string, unknown>) => Record<string, unknown>;
  /** An answer given before the schema reads the form (the honeypot's quiet 'sent'), or undefined. */
  before?: (fields: Record<string, unknown>) => R | undefined;
  /** The notice of a refusal the work threw, from its text; by default the text alone. */
  refused?: (text: string, error: RequestError) => string;
  /** Fields never shown again, such as a password. */
  secret?: readonly string[];
  /** The body's limit: FORM_LIMIT, or an upload form's own named limit. */
  maxBytes?: number;
  /**
   * The notice of a body that could not be read (too large, broken), where the form says it its own
   * way: an upload form names the limits of its files, not only the request's. The status stays.
   */
  unread?: (error: RequestError) => Message;
  /**
   * What a refused form shows again where its text values do not say it (values nested as the work
   * read them, a chosen picture put back, the version to save over), noted by the work as it reads.
   * Asked only when the body was read: a form whose body was not shows what is stored.
   */
  keep?: (fields: Record<string, unknown>) => K | undefined;
  /** The body, when the page read it already to tell its forms apart by `intent`. */
  fields?: Record<string, unknown>;
  files?: Record<string, File[]>;
}

/** The schema of a form that sends nothing but its button (withdraw consent, remove a row). */
export const buttonOnly = z.object({});

/** A refused post: the page is shown again with these. */
export interface FormRefusal<K = never> {
  /** The text fields as typed (a repeated field by its last value; the raw fields hold them all). */
  values: Record<string, string>;
  errors: Record<string, string>;
  notice: Notice;
  status: number;
  /**
   * The refusal as dictionary keys, for a page that translates its messages itself: its own notice
   * (the one `invalid` names, or else the first field's), and a message by field.
   */
  messages: { notice: Message; errors: Record<string, Message> };
  /** What the form's `keep` noted; undefined without one, or when the body was not read. */
  kept?: K;
}

export type PageFormResult<R, K = never> =
  | { ok: true; value: R; fields: Record<string, unknown> }
  | ({ ok: false; fields: Record<string, unknown> } & FormRefusal<K>);

type Context = { request: Request; locals: { t: Translate } };

/** The text fields as typed, a repeated one by its last value, but for those never shown again. */
export const typedValues = (fields: Record<string, unknown>, secret: readonly string[] = []) => {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const text = Array.isArray(value) ? value.at(-1) : value;
    if (typeof text === 'string' && !secret.includes(name)) values[name] = text;
  }
  return values;
};

const asMessages = (fields: Record<string, Message | string>): Record<string, Message> =>
  Object.fromEntries(Object.entries(fields).map(([name, m]) => [name, typeof m === 'string' ? { key: m } : m]));

export async function pageForm<S extends z.ZodType, R, K = never>(
  context: Context,
  form: PageForm<S, R, K>,
): Promise<PageFormResult<R, K>> {
  const { t } = context.locals;
  let fields: Record<string, unknown> = {};
  let files: Record<string, File[]> = form.files ?? {};
  let read = Boolean(form.fields);
  const refuse = (errors: Record<string, Message>, notice: Message, text: string, status: number) => ({
    ok: false as const,
    fields,
    values: typedValues(fields, form.secret),
    errors: translateFields(t, errors),
    notice: { kind: 'error' as const, text },
    status,
    messages: { notice, errors },
    kept: read ? form.keep?.(fields) : undefined,
  });
  try {
    if (form.fields) fields = form.fields;
    else ({ fields, files } = await readBody(context.request, form.maxBytes ?? FORM_LIMIT));
    read = true;
    const early = form.before?.(fields);
    if (early !== undefined) return { ok: true, value: early, fields };
    const parsed = form.schema.safeParse(formInput(form.schema, form.input?.(fields) ?? fields));
    if (!parsed.success) {
      const errors = fieldMessages(parsed.error);
      if (typeof form.invalid === 'string') return refuse(errors, { key: form.invalid }, t(form.invalid), 400);
      const first = Object.values(errors)[0] ?? { key: 'validation.invalid' };
      return refuse(errors, first, form.invalid(translateFields(t, errors)), 400);
    }
    const question = fields.sure === 'yes' ? undefined : await form.ask?.(parsed.data, fields);
    if (question !== undefined) return { ok: true, value: question, fields };
    return { ok: true, value: await form.act(parsed.data, fields, files), fields };
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    const notice = !read && form.unread ? form.unread(error) : { key: error.message, vars: error.vars };
    const text = say(t, notice);
    return refuse(asMessages(error.fields ?? {}), notice, form.refused?.(text, error) ?? text, error.status);
  }
}
