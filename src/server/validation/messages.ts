import type { z } from 'zod';
import type { Vars } from '#src/i18n/interpolate.ts';

/**
 * The one style of a message the site answers with: a dictionary key and its values, translated
 * where the answer is made (a JSON answer, a page, a toast), in the visitor's language.
 */
export interface Message {
  key: string;
  vars?: MessageVars;
}

/** A message's values: text and numbers as they stand, or another message (translated first). */
export type MessageVars = Record<string, string | number | Message>;

/** Translates a key with its values; the site's `t` (src/i18n) in practice. */
export type Translate = (key: string, vars?: Vars) => string;

export function say(t: Translate, message: Message | string): string {
  if (typeof message === 'string') return t(message);
  if (!message.vars) return t(message.key);
  const vars: Vars = {};
  for (const [name, value] of Object.entries(message.vars))
    vars[name] = typeof value === 'object' ? say(t, value) : value;
  return t(message.key, vars);
}

/**
 * A schema names its own message as a key in its dictionary ('form.error.nameMin',
 * 'record.title.required'); Zod's own checks, where a schema gives no key, read generically.
 */
const namedKey = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** The values a message may show, from the issue: the limit it broke. */
function varsOf(issue: z.core.$ZodIssue): Vars | undefined {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

export function issueMessage(issue: z.core.$ZodIssue): Message {
  const vars = varsOf(issue);
  if (namedKey.test(issue.message)) return vars ? { key: issue.message, vars } : { key: issue.message };
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) > 1) return { key: 'validation.tooShort', vars };
      if (issue.origin === 'array' && Number(issue.minimum) > 1) return { key: 'validation.tooFew', vars };
      return { key: 'validation.required' };
    case 'too_big':
      if (issue.origin === 'array') return { key: 'validation.tooMany', vars };
      if (issue.origin === 'number' || issue.origin === 'bigint') return { key: 'validation.tooBig', vars };
      return { key: 'validation.tooLong', vars };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'url') return { key: 'validation.url' };
      return { key: 'validation.invalid' };
    case 'invalid_type':
      return { key: 'validation.required' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** The field an issue belongs to: its path joined with dots ('family.0.name'), or 'form' for the whole. */
export const fieldOf = (issue: z.core.$ZodIssue) => (issue.path.length ? issue.path.map(String).join('.') : 'form');

/** One message per field that failed: the first issue of each. */
export function fieldMessages(error: z.ZodError): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const issue of error.issues) out[fieldOf(issue)] ??= issueMessage(issue);
  return out;
}

/** Field messages in the visitor's words, for a form that comes back. */
export const translateFields = (t: Translate, fields: Record<string, Message | string>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, say(t, message)]));

/** True when a field the schema needs was not sent at all (as opposed to sent wrong). */
export function missesField(error: z.ZodError, input: unknown): boolean {
  const given = (input ?? {}) as Record<string, unknown>;
  return error.issues.some(
    (i) => i.code === 'invalid_type' && (i.path.length === 0 || given[String(i.path[0])] === undefined),
  );
}
