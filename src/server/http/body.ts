import { RequestError } from './errors.ts';

export interface RequestBody {
  /** Text fields of a form, or the members of a JSON object. */
  fields: Record<string, unknown>;
  /** File parts by name (a name may repeat: an album's `images`). */
  files: Record<string, File[]>;
}

export const bodyMessages = {
  tooLarge: (limitMb: number) => `The request is larger than ${limitMb} MB. Please send fewer or smaller photos.`,
  notJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object or a form.',
  unsupported: 'Send the fields as multipart/form-data or as JSON.',
};

export class TooLarge extends Error {
  override name = 'TooLarge';
}

/**
 * Reads a form post of at most `maxBytes`. The declared length is refused before anything is
 * read; a body sent without one is counted as it arrives and dropped once past the limit, so
 * a 300 MB upload never sits in memory.
 */
export async function readLimitedForm(request: Request, maxBytes: number): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new TooLarge();
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
    return await new Response(counted ?? null, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch (error) {
    if (seen > maxBytes) throw new TooLarge();
    throw error;
  }
}

/**
 * Reads a JSON or form body. The declared length is checked before anything is buffered, so an
 * oversized upload is refused at once; a body without a length is counted while it is read.
 */
export async function readBody(request: Request, maxBytes: number): Promise<RequestBody> {
  const limitMb = Math.round(maxBytes / 1024 / 1024);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new RequestError(413, bodyMessages.tooLarge(limitMb));
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    const text = await request.text();
    if (text.length > maxBytes) throw new RequestError(413, bodyMessages.tooLarge(limitMb));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new RequestError(400, bodyMessages.notJson);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RequestError(400, bodyMessages.notObject);
    return { fields: value as Record<string, unknown>, files: {} };
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await readLimitedForm(request, maxBytes);
    } catch (error) {
      if (error instanceof TooLarge) throw new RequestError(413, bodyMessages.tooLarge(limitMb));
      throw new RequestError(400, 'The form could not be read. Please send it again.');
    }
    const fields: Record<string, unknown> = {};
    const files: Record<string, File[]> = {};
    let total = 0;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else {
        total += value.size;
        (files[name] ??= []).push(value);
      }
    }
    if (total > maxBytes) throw new RequestError(413, bodyMessages.tooLarge(limitMb));
    return { fields, files };
  }
  throw new RequestError(415, bodyMessages.unsupported);
}
