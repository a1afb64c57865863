import { RequestError } from './errors.ts';

/**
 * The one way a handler reads a request body (docs/decisions/110). Each route passes its limit;
 * a body that declares more is refused before a byte is read, and one sent without a length
 * (chunked) is counted as it arrives and dropped once past the limit, so nothing a visitor sends
 * ever sits whole in memory unless the route expects it.
 */

/** Forms and JSON: a donation with a family list and a long message is a few kilobytes. */
export const FORM_LIMIT = 64 * 1024;

export interface RequestBody {
  /** Text fields of a form (a repeated name as a list, see splitForm), or the members of a JSON object. */
  fields: Record<string, unknown>;
  /** File parts by name (a name may repeat: an album's `images`). */
  files: Record<string, File[]>;
}

/** Dictionary keys: the answer is translated where it is made, in the visitor's language. */
export const bodyMessages = {
  tooLarge: 'request.tooLarge',
  notJson: 'request.notJson',
  notObject: 'request.notObject',
  unreadable: 'request.unreadable',
  unsupported: 'request.unsupported',
} as const;

export class TooLarge extends Error {
  override name = 'TooLarge';
}

/** The limit as people say it: '64 KB', '16 MB'. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

const tooLarge = (maxBytes: number) =>
  new RequestError(413, bodyMessages.tooLarge, undefined, { size: sizeText(maxBytes) });

/**
 * The refusal of a body nginx turned away (deploy/nginx.conf sends the request on without it,
 * naming its limit as '17m' or '128k' in X-Body-Refused), so the visitor reads the site's own
 * answer in their language. A visitor who sends the header themselves only refuses their own request.
 */
export function proxyRefusal(headers: Headers): RequestError | null {
  const limit = /^(\d+)([km])$/i.exec(headers.get('x-body-refused') ?? '');
  if (!limit) return null;
  return tooLarge(Number(limit[1]) * (limit[2]!.toLowerCase() === 'm' ? 1024 * 1024 : 1024));
}

function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  return declared > maxBytes;
}

/**
 * Runs `read` over the body counted as it arrives: the stream fails once more than `maxBytes`
 * have come, and whatever the parser then throws becomes TooLarge.
 */
async function readCounted<V>(request: Request, maxBytes: number, read: (body: Response) => Promise<V>): Promise<V> {
  if (declaredTooLarge(request, maxBytes)) throw new TooLarge();
  let seen = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await read(
      new Response(counted ?? null, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }),
    );
  } catch (error) {
    if (seen > maxBytes) throw new TooLarge();
    throw error;
  }
}

/** The raw bytes of a body (a webhook's signature covers them exactly). */
export async function readRawBody(request: Request, maxBytes = FORM_LIMIT): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readCounted(request, maxBytes, (r) => r.arrayBuffer()));
  } catch (error) {
    if (error instanceof TooLarge) throw tooLarge(maxBytes);
    throw new RequestError(400, bodyMessages.unreadable);
  }
}

/** A form post of at most `maxBytes`, as FormData; throws TooLarge past the limit. */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData> {
  return readCounted(request, maxBytes, (r) => r.formData());
}

const isJson = (type: string) => type.startsWith('application/json');
const isForm = (type: string) =>
  type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');

/** A request whose body is a form, as a browser posts one without JavaScript. */
export const isFormPost = (request: Request) => isForm((request.headers.get('content-type') ?? '').toLowerCase());

/**
 * A form's text fields by name: a name sent once is its text, a name sent more than once (the
 * boxes of `weekdays`) is every text in the order sent, so nothing the visitor chose is dropped;
 * the schema then says whether it wants one value or many (src/server/forms/fit.ts).
 */
function splitForm(form: FormData): RequestBody {
  const fields: Record<string, unknown> = {};
  const files: Record<string, File[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') (files[name] ??= []).push(value);
    else if (!Object.hasOwn(fields, name)) fields[name] = value;
    else fields[name] = [...([] as unknown[]).concat(fields[name]), value];
  }
  return { fields, files };
}

/**
 * Reads a JSON object or a form (urlencoded or multipart) of at most `maxBytes`: 413 past the
 * limit, 400 for a body that does not parse, 415 for any other type. A request without a body
 * reads as an empty object, so the handler's schema says which fields are missing.
 */
export async function readBody(request: Request, maxBytes = FORM_LIMIT): Promise<RequestBody> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (declaredTooLarge(request, maxBytes)) throw tooLarge(maxBytes);
  if (isForm(type)) {
    try {
      return splitForm(await readLimitedForm(request, maxBytes));
    } catch (error) {
      if (error instanceof TooLarge) throw tooLarge(maxBytes);
      throw new RequestError(400, bodyMessages.unreadable);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      await readCounted(request, maxBytes, (r) => r.arrayBuffer()),
    );
  } catch (error) {
    if (error instanceof TooLarge) throw tooLarge(maxBytes);
    throw new RequestError(400, isJson(type) ? bodyMessages.notJson : bodyMessages.unreadable);
  }
  if (text.trim() === '') return { fields: {}, files: {} };
  if (!isJson(type)) throw new RequestError(415, bodyMessages.unsupported);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RequestError(400, bodyMessages.notJson);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RequestError(400, bodyMessages.notObject);
  return { fields: value as Record<string, unknown>, files: {} };
}

/** The fields of a small form or JSON object, for handlers that take no files. */
export const readFields = async (request: Request, maxBytes = FORM_LIMIT) => (await readBody(request, maxBytes)).fields;
