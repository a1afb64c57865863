import type { APIContext } from 'astro';
import { getDb } from '#src/server/db/connect.ts';
import { readBody } from '#src/server/http/body.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { fileBytes } from '#src/server/images/upload.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { parseId } from '#src/server/http/ids.ts';
import { adminApiGuard } from '#src/features/auth/service.ts';
import { createPuja, editPuja, pujaJson, pujaNotFound, removePuja } from './catalogue-service.ts';

/**
 * The office's handlers of /api/pujas: add, change and disable a catalogue entry. A refusal is
 * thrown and answered by the middleware as `{ message, fields }` in the caller's language.
 */

/** The entry's fields (JSON, or a multipart form with the picture as `image`) and its picture's bytes. */
async function pujaBody(request: Request) {
  const body = await readBody(request, MAX_SINGLE_UPLOAD_REQUEST);
  return { fields: body.fields, picture: { storage: getStorage(), bytes: await fileBytes(body.files.image?.[0]) } };
}

export async function postPuja(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const { fields, picture } = await pujaBody(context.request);
  const puja = await createPuja(getDb(), guard.user, fields, picture);
  return json(pujaJson(puja, picture.storage), 201);
}

const pujaId = (context: APIContext) =>
  parseId(context.params.id) ??
  (() => {
    throw new RequestError(404, pujaNotFound);
  })();

export async function putPuja(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const id = pujaId(context);
  const { fields, picture } = await pujaBody(context.request);
  const puja = await editPuja(getDb(), guard.user, id, fields, picture);
  return json(pujaJson(puja, picture.storage));
}

export async function deletePuja(context: APIContext) {
  const guard = await adminApiGuard(context);
  if ('response' in guard) return guard.response;
  const puja = await removePuja(getDb(), guard.user, pujaId(context));
  return json(pujaJson(puja, getStorage()));
}
