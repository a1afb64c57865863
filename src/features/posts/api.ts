import { readBody } from '../../server/http/body.ts';
import { json } from '../../server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '../../server/http/admin-write.ts';
import { MAX_SINGLE_UPLOAD_REQUEST } from '../../server/images/limits.ts';
import { fileBytes } from '../../server/images/upload.ts';
import { createPujaPost, deletePujaPost, pujaPostJson, pujaPostNotFound, updatePujaPost } from './service.ts';

export const pujaPostMessages = { created: 'Post submitted successfully!', updated: 'Post updated successfully!', deleted: 'Post deleted successfully!' };

/** POST /api/post/posts (multipart), PUT /api/post/{id} (JSON or multipart), DELETE /api/post/{id}. */
export function pujaPostWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps) => {
      const body = await readBody(request, MAX_SINGLE_UPLOAD_REQUEST);
      const post = await createPujaPost(deps, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: pujaPostMessages.created, ...pujaPostJson(post) }, 201);
    }),
    update: adminWrite(options, async (context, deps) => {
      const id = idParam(context, pujaPostNotFound);
      const body = await readBody(context.request, MAX_SINGLE_UPLOAD_REQUEST);
      const post = await updatePujaPost(deps, id, body.fields, await fileBytes(body.files.image?.[0]));
      return json({ message: pujaPostMessages.updated, ...pujaPostJson(post) });
    }),
    remove: adminWrite(options, async (context, deps) => {
      await deletePujaPost(deps, idParam(context, pujaPostNotFound));
      return json({ message: pujaPostMessages.deleted });
    }),
  };
}
