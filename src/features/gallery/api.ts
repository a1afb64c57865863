import { readBody } from '../../server/http/body.ts';
import { json } from '../../server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '../../server/http/admin-write.ts';
import { MAX_ALBUM_REQUEST } from '../../server/images/limits.ts';
import { RequestError } from '../../server/http/errors.ts';
import { parseId } from '../../server/content.ts';
import { addAlbumImages, albumJson, albumNotFound, captionSaved, createAlbum, deleteAlbum, photoNotFound, setPhotoCaption } from './service.ts';

export const albumMessages = { created: 'Upload successful!', added: 'Upload successful!', deleted: 'Album deleted successfully!' };

const photos = async (files: Record<string, File[]>) => Promise.all((files.images ?? []).filter((f) => f.size > 0).map(async (f) => new Uint8Array(await f.arrayBuffer())));

/** POST /api/gallery (title, date, repeated `images`), POST /api/gallery/{id}/images, DELETE /api/gallery/{id}. */
export function albumWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps) => {
      const body = await readBody(request, MAX_ALBUM_REQUEST);
      const album = await createAlbum(deps, body.fields, await photos(body.files));
      return json({ message: albumMessages.created, ...albumJson(album) }, 201);
    }),
    addImages: adminWrite(options, async (context, deps) => {
      const id = idParam(context, albumNotFound);
      const body = await readBody(context.request, MAX_ALBUM_REQUEST);
      const album = await addAlbumImages(deps, id, await photos(body.files));
      return json({ message: albumMessages.added, ...albumJson(album) });
    }),
    /** PUT /api/gallery/{id}/photos/{photoId}: caption and captionTe, as JSON or a form. */
    caption: adminWrite(options, async (context, deps) => {
      const id = idParam(context, albumNotFound);
      const photoId = parseId(context.params.photoId);
      if (photoId === null) throw new RequestError(404, photoNotFound);
      const body = await readBody(context.request);
      const album = await setPhotoCaption(deps, id, photoId, body.fields);
      return json({ message: captionSaved, ...albumJson(album) });
    }),
    remove: adminWrite(options, async (context, deps) => {
      await deleteAlbum(deps, idParam(context, albumNotFound));
      return json({ message: albumMessages.deleted });
    }),
  };
}
