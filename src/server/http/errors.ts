import { z } from 'zod';
import { createT, hasKey, type Lang, type Vars } from '../../i18n/index.ts';
import { ImageRejected } from '../images/pipeline.ts';
import { log } from '../log.ts';
import { DatabaseUnavailable } from '../db/unavailable.ts';

/**
 * A request the server refuses for a reason the sender can fix; the message says how. It is a
 * dictionary key (with `vars`), translated where the answer is made, or a text as it stands.
 */
export class RequestError extends Error {
  override name = 'RequestError';
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly vars?: Vars;
  /** Extra headers of the answer, such as `Allow` on a 405. */
  readonly headers?: Record<string, string>;
  constructor(status: number, message: string, fields?: Record<string, string>, vars?: Vars, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.vars = vars;
    this.headers = headers;
  }
}

/** The message of a refusal in the visitor's language. */
export function refusalText(error: RequestError, lang: Lang = 'en'): string {
  return hasKey(error.message) ? createT(lang)(error.message, error.vars) : error.message;
}

export const REQUIRED_MESSAGE = 'All fields are required!';

/** One message for the form (the spec's 'All fields are required!' when something is missing) and one per field. */
export function fromZod(error: z.ZodError, input?: unknown): RequestError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'body');
    fields[name] ??= issue.message;
  }
  const given = (input ?? {}) as Record<string, unknown>;
  const missing = error.issues.some((i) => i.code === 'invalid_type' && (i.path.length === 0 || given[String(i.path[0])] === undefined));
  return new RequestError(400, missing ? REQUIRED_MESSAGE : Object.values(fields)[0]!, fields);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZod(result.error, input);
  return result.data;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

/** Every API failure as `{ message, fields? }`; anything unexpected is logged and answered 500. */
export function errorResponse(error: unknown, lang: Lang = 'en'): Response {
  if (error instanceof RequestError) {
    const t = createT(lang);
    const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, hasKey(v) ? t(v, error.vars) : v]));
    return json({ message: refusalText(error, lang), ...(fields ? { fields } : {}) }, error.status, error.headers);
  }
  if (error instanceof ImageRejected) return json({ message: error.message, fields: { image: error.message } }, error.status);
  log.error('API request failed', error);
  return json({ message: 'Something went wrong on our side. Please try again in a minute.' }, 500);
}

export async function answer(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    // The middleware answers it, in the request's language, as it does for every route.
    if (error instanceof DatabaseUnavailable) throw error;
    return errorResponse(error);
  }
}
