import type { z } from 'zod';
import { log } from '../log.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';
import {
  fieldMessages,
  missesField,
  say,
  translateFields,
  type Message,
  type MessageVars,
  type Translate,
} from '../validation/messages.ts';

/**
 * A request the server refuses for a reason the sender can fix; the message says how. The
 * message and each field's message are dictionary keys (with `vars`), translated where the
 * answer is made, in the visitor's language (docs/decisions/112).
 */
export class RequestError extends Error {
  override name = 'RequestError';
  readonly status: number;
  readonly fields?: Record<string, Message | string>;
  readonly vars?: MessageVars;
  /** Extra headers of the answer, such as `Allow` on a 405 or `Retry-After` on a 503. */
  readonly headers?: Record<string, string>;
  constructor(
    status: number,
    message: string,
    fields?: Record<string, Message | string>,
    vars?: MessageVars,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.vars = vars;
    this.headers = headers;
  }
}

/** The message for a content form with a field left out: 'All fields are required!'. */
export const REQUIRED_MESSAGE = 'record.allRequired';

/**
 * The one answer to input a schema refused: 400, a message per field, and the first field's
 * message in front, or `whenMissing` when a field the schema needs was not sent at all.
 */
export function invalidInput(error: z.ZodError, input: unknown, whenMissing?: string): RequestError {
  const fields = fieldMessages(error);
  if (whenMissing && missesField(error, input)) return new RequestError(400, whenMissing, fields);
  const first = Object.values(fields)[0] ?? { key: 'validation.invalid' };
  return new RequestError(400, first.key, fields, first.vars);
}

/**
 * The parsed input, or the refusal thrown (see invalidInput). A form whose spec has one message
 * for a field left out (the content forms' REQUIRED_MESSAGE) passes it as `whenMissing`; without
 * it, the first field's own message leads.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, whenMissing?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error, input, whenMissing);
  return result.data;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A refusal's message in the visitor's words. */
export const refusalText = (error: RequestError, t: Translate) => say(t, { key: error.message, vars: error.vars });

/**
 * Every API failure as `{ message, fields }` (fields by name, empty when the refusal is not about
 * one); anything unexpected is logged and answered 500.
 */
export function errorResponse(error: unknown, t: Translate): Response {
  if (error instanceof RequestError) {
    return json(
      { message: refusalText(error, t), fields: translateFields(t, error.fields ?? {}) },
      error.status,
      error.headers,
    );
  }
  log.error('API request failed', error);
  return json({ message: t('error.api.unexpected'), fields: {} }, 500);
}

/** Runs a handler's work and answers its failure as errorResponse does, in the caller's language. */
export async function answer(work: () => Promise<Response>, t: Translate): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    // The middleware answers it, in the request's language, as it does for every route.
    if (error instanceof DatabaseUnavailable) throw error;
    return errorResponse(error, t);
  }
}
