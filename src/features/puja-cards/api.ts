import { readBody } from '#src/server/http/body.ts';
import { json } from '#src/server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '#src/server/http/admin-write.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '#src/server/images/limits.ts';
import { fileBytes } from '#src/server/images/upload.ts';
import { createPujaCard, deletePujaCard, pujaCardJson, pujaCardNotFound, updatePujaCard } from './service.ts';

export const pujaCardMessages = {
  created: 'admin.pujaCards.created',
  updated: 'admin.pujaCards.updated',
  deleted: 'admin.pujaCards.deleted',
};

/** POST /api/post/posts (multipart), PUT /api/post/{id} (JSON or multipart), DELETE /api/post/{id}. */
export function pujaCardWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps, t) => {
      const body = await readBody(request, MAX_SINGLE_UPLOAD_REQUEST);
      const card = await createPujaCard(deps, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(pujaCardMessages.created), ...pujaCardJson(card) }, 201);
    }),
    update: adminWrite(options, async (context, deps, t) => {
      const id = idParam(context, pujaCardNotFound);
      const body = await readBody(context.request, MAX_SINGLE_UPLOAD_REQUEST);
      const card = await updatePujaCard(deps, id, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: t(pujaCardMessages.updated), ...pujaCardJson(card) });
    }),
    remove: adminWrite(options, async (context, deps, t) => {
      await deletePujaCard(deps, idParam(context, pujaCardNotFound));
      return json({ message: t(pujaCardMessages.deleted) });
    }),
  };
}
