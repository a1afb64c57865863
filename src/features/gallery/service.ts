export { albumJsonSchema } from './schema.ts';
export { albumOperations } from './api-doc.ts';

import type { ContentDeps } from '#src/server/service-deps.ts';
import { RequestError, parseWith, REQUIRED_MESSAGE } from '#src/server/http/errors.ts';
import { imageMessages, imageVars, MAX_ALBUM_IMAGES } from '#src/server/images/limits.ts';
import { ImageRejected, processImage } from '#src/server/images/pipeline.ts';
import {
  deleteImages,
  imageView,
  storeImage,
  withNewImages,
  type ImageView,
  type StoredImage,
} from '#src/server/images/stored.ts';
import { isIsoDay, siteDay } from '#src/server/time.ts';
import { changedFields, recordAuditBy } from '#src/features/audit/service.ts';
import {
  countAlbumImages,
  deleteAlbumRows,
  findAlbum,
  findPhoto,
  insertAlbum,
  insertAlbumImages,
  selectAlbumImages,
  selectAlbums,
  updatePhotoCaption,
  type AlbumImageRow,
  type AlbumRow,
} from './repo.ts';
import { albumFieldsSchema, albumRequiredMessage, photoCaptionSchema } from './schema.ts';

/** A photo of an album: its sizes, and the caption the admin may have written. */
export type AlbumPhoto = ImageView & { id: number; caption: string | null; captionTe: string | null };

export interface AlbumRecord {
  id: number;
  title: string;
  titleTe: string | null;
  /** 'YYYY-MM-DD' */
  date: string;
  images: AlbumPhoto[];
  createdAt: string;
}

export const albumNotFound = 'record.album.notFound';
export const photoNotFound = 'record.photo.notFound';
export const captionSaved = 'admin.gallery.captionSaved';

const imageOf = (row: AlbumImageRow): StoredImage => ({
  key: row.image_key,
  width: row.image_width,
  height: row.image_height,
});

/** What the audit trail compares: the form's fields and how many photos the album holds. */
const auditView = (row: AlbumRow, photos: number) => ({
  title: row.title,
  titleTe: row.title_te,
  date: row.album_date,
  photos,
});

export const albumJson = (a: AlbumRecord) => ({
  ...a,
  images: a.images.map((i) => i.url),
  photos: a.images.map((i) => ({ id: i.id, url: i.url, caption: i.caption, captionTe: i.captionTe })),
});

async function withImages(deps: ContentDeps, albums: AlbumRow[]): Promise<AlbumRecord[]> {
  const images = await selectAlbumImages(
    deps.db,
    albums.map((a) => a.id),
  );
  return albums.map((a) => ({
    id: a.id,
    title: a.title,
    titleTe: a.title_te,
    date: a.album_date,
    createdAt: a.created_at,
    images: images
      .filter((i) => i.album_id === a.id)
      .map((i) => ({ ...imageView(deps.storage, imageOf(i)), id: i.id, caption: i.caption, captionTe: i.caption_te })),
  }));
}

/** Newest first; `day` ('YYYY-MM-DD') keeps only that calendar day's albums. */
export async function listAlbums(deps: ContentDeps, day?: string) {
  if (day !== undefined && !isIsoDay(day))
    throw new RequestError(400, 'record.date.invalid', { date: 'record.date.invalid' });
  return withImages(deps, await selectAlbums(deps.db, day));
}

export async function getAlbum(deps: ContentDeps, id: number) {
  const row = await findAlbum(deps.db, id);
  if (!row) throw new RequestError(404, albumNotFound);
  return (await withImages(deps, [row]))[0]!;
}

function checkCount(count: number) {
  if (count > MAX_ALBUM_IMAGES) throw new ImageRejected(imageMessages.tooManyImages, 413, 'images');
}

/**
 * Processes the photos one at a time (a phone's album can be large; memory stays flat) and
 * stores them. If any photo is refused, the ones already stored are removed and the message
 * says which photo it was.
 */
async function storeAll(deps: ContentDeps, files: Uint8Array[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const [i, bytes] of files.entries()) {
      try {
        stored.push(await storeImage(deps.storage, 'albums', await processImage(bytes)));
      } catch (error) {
        // Which of several photos it was, before why.
        if (error instanceof ImageRejected && files.length > 1) {
          const which = { key: 'image.inAlbum', vars: { n: i + 1, reason: { key: error.message, vars: imageVars } } };
          throw new RequestError(error.status, which.key, { images: which }, which.vars);
        }
        throw error;
      }
    }
    return stored;
  } catch (error) {
    await deleteImages(deps.storage, stored);
    throw error;
  }
}

export async function createAlbum(deps: ContentDeps, input: unknown, files: Uint8Array[], today = siteDay()) {
  const fields = parseWith(albumFieldsSchema, input, albumRequiredMessage);
  if (files.length === 0) throw new RequestError(400, albumRequiredMessage, { images: albumRequiredMessage });
  checkCount(files.length);
  const images = await storeAll(deps, files);
  const id = await withNewImages(deps.storage, images, () =>
    deps.db.transaction().execute(async (trx) => {
      const albumId = await insertAlbum(trx, {
        title: fields.title,
        titleTe: fields.titleTe,
        date: fields.date ?? today,
      });
      await insertAlbumImages(trx, albumId, images);
      const row = (await findAlbum(trx, albumId))!;
      await recordAuditBy(trx, deps.actor, {
        recordType: 'album',
        recordId: albumId,
        recordLabel: row.title,
        action: 'create',
        changes: changedFields({}, auditView(row, images.length)),
      });
      return albumId;
    }),
  );
  return getAlbum(deps, id);
}

export async function addAlbumImages(deps: ContentDeps, id: number, files: Uint8Array[]) {
  const album = await findAlbum(deps.db, id);
  if (!album) throw new RequestError(404, albumNotFound);
  if (files.length === 0) throw new RequestError(400, imageMessages.required, { images: imageMessages.required });
  checkCount((await countAlbumImages(deps.db, id)) + files.length);
  const images = await storeAll(deps, files);
  await withNewImages(deps.storage, images, () =>
    deps.db.transaction().execute(async (trx) => {
      const before = await countAlbumImages(trx, id);
      await insertAlbumImages(trx, id, images);
      const changes = changedFields({ photos: before }, { photos: before + images.length });
      await recordAuditBy(trx, deps.actor, {
        recordType: 'album',
        recordId: id,
        recordLabel: album.title,
        action: 'add_photos',
        changes,
      });
    }),
  );
  return getAlbum(deps, id);
}

export async function deleteAlbum(deps: ContentDeps, id: number) {
  const row = await findAlbum(deps.db, id);
  if (!row) throw new RequestError(404, albumNotFound);
  const images = await selectAlbumImages(deps.db, [id]);
  await deps.db.transaction().execute(async (trx) => {
    await deleteAlbumRows(trx, id);
    await recordAuditBy(trx, deps.actor, {
      recordType: 'album',
      recordId: id,
      recordLabel: row.title,
      action: 'delete',
      changes: changedFields(auditView(row, images.length), {}),
    });
  });
  await deleteImages(deps.storage, images.map(imageOf));
}

/** Writes (or, blank, removes) one photo's caption in each language, recorded in the audit trail. */
export async function setPhotoCaption(deps: ContentDeps, albumId: number, photoId: number, input: unknown) {
  const caption = parseWith(photoCaptionSchema, input, REQUIRED_MESSAGE);
  const album = await findAlbum(deps.db, albumId);
  if (!album) throw new RequestError(404, albumNotFound);
  await deps.db.transaction().execute(async (trx) => {
    const before = await findPhoto(trx, albumId, photoId);
    if (!before || !(await updatePhotoCaption(trx, albumId, photoId, caption)))
      throw new RequestError(404, photoNotFound);
    const changes = changedFields({ caption: before.caption, captionTe: before.caption_te }, caption);
    await recordAuditBy(trx, deps.actor, {
      recordType: 'album',
      recordId: albumId,
      recordLabel: album.title,
      action: 'update',
      changes,
    });
  });
  return getAlbum(deps, albumId);
}

// What routes, the composition and other features use of this feature's inner modules (docs/decisions/166).
