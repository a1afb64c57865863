import { readBody } from '#src/server/http/body.ts';
import { json, RequestError } from '#src/server/http/errors.ts';
import { adminWrite, idParam, type WriteOptions } from '#src/server/http/admin-write.ts';
import { parseId } from '#src/server/http/ids.ts';
import { MAX_ALBUM_REQUEST } from '#src/server/images/limits.ts';
import {
  addAlbumImages,
  albumJson,
  albumNotFound,
  captionSaved,
  createAlbum,
  deleteAlbum,
  photoNotFound,
  setPhotoCaption,
} from './service.ts';

export const albumMessages = {
  created: 'admin.gallery.success',
  added: 'admin.gallery.success',
  deleted: 'admin.gallery.deleted',
};

const photos = async (files: Record<string, File[]>) =>
  Promise.all((files.images ?? []).filter((f) => f.size > 0).map(async (f) => new Uint8Array(await f.arrayBuffer())));

/** POST /api/gallery (title, date, repeated `images`), POST /api/gallery/{id}/images, DELETE /api/gallery/{id}. */
export function albumWrites(options: WriteOptions) {
  return {
    create: adminWrite(options, async ({ request }, deps, t) => {
      const body = await readBody(request, MAX_ALBUM_REQUEST);
      const album = await createAlbum(deps, body.fields, await photos(body.files));
      return json({ message: t(albumMessages.created), ...albumJson(album) }, 201);
    }),
    addImages: adminWrite(options, async (context, deps, t) => {
      const id = idParam(context, albumNotFound);
      const body = await readBody(context.request, MAX_ALBUM_REQUEST);
      const album = await addAlbumImages(deps, id, await photos(body.files));
      return json({ message: t(albumMessages.added), ...albumJson(album) });
    }),
    /** PUT /api/gallery/{id}/photos/{photoId}: caption and captionTe, as JSON or a form. */
    caption: adminWrite(options, async (context, deps, t) => {
      const id = idParam(context, albumNotFound);
      const photoId = parseId(context.params.photoId);
      if (photoId === null) throw new RequestError(404, photoNotFound);
      const body = await readBody(context.request);
      const album = await setPhotoCaption(deps, id, photoId, body.fields);
      return json({ message: t(captionSaved), ...albumJson(album) });
    }),
    remove: adminWrite(options, async (context, deps, t) => {
      await deleteAlbum(deps, idParam(context, albumNotFound));
      return json({ message: t(albumMessages.deleted) });
    }),
  };
}
