import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { StoredImage } from '#src/server/images/stored.ts';

export type AlbumRow = Selectable<Database['albums']>;
export type AlbumImageRow = Selectable<Database['album_images']>;

/** Newest first; with a day, only that day's albums. */
export async function selectAlbums(db: Kysely<Database>, day?: string) {
  let query = db.selectFrom('albums').selectAll().orderBy('album_date', 'desc').orderBy('id', 'desc');
  if (day) query = query.where('album_date', '=', day);
  return query.execute();
}

export const findAlbum = (db: Kysely<Database>, id: number) =>
  db.selectFrom('albums').selectAll().where('id', '=', id).executeTakeFirst();

export async function selectAlbumImages(db: Kysely<Database>, albumIds: number[]) {
  if (albumIds.length === 0) return [];
  return db
    .selectFrom('album_images')
    .selectAll()
    .where('album_id', 'in', albumIds)
    .orderBy('album_id')
    .orderBy('position')
    .execute();
}

export async function insertAlbum(
  db: Kysely<Database>,
  album: { title: string; titleTe: string | null; date: string },
) {
  const row = await db
    .insertInto('albums')
    .values({ title: album.title, title_te: album.titleTe, album_date: album.date, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Appends images after the album's last one. */
export async function insertAlbumImages(db: Kysely<Database>, albumId: number, images: StoredImage[]) {
  if (images.length === 0) return;
  const last = await db
    .selectFrom('album_images')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  const start = Number(last?.last ?? -1) + 1;
  await db
    .insertInto('album_images')
    .values(
      images.map((image, i) => ({
        album_id: albumId,
        position: start + i,
        image_key: image.key,
        image_width: image.width,
        image_height: image.height,
      })),
    )
    .execute();
}

export async function countAlbumImages(db: Kysely<Database>, albumId: number) {
  const row = await db
    .selectFrom('album_images')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('album_id', '=', albumId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function deleteAlbumRows(db: Kysely<Database>, albumId: number) {
  await db.deleteFrom('album_images').where('album_id', '=', albumId).execute();
  await db.deleteFrom('albums').where('id', '=', albumId).execute();
}

/** Sets one photo's caption; false when the album has no such photo. */
export async function updatePhotoCaption(
  db: Kysely<Database>,
  albumId: number,
  photoId: number,
  caption: { caption: string | null; captionTe: string | null },
) {
  const result = await db
    .updateTable('album_images')
    .set({ caption: caption.caption, caption_te: caption.captionTe })
    .where('album_id', '=', albumId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const findPhoto = (db: Kysely<Database>, albumId: number, photoId: number) =>
  db
    .selectFrom('album_images')
    .selectAll()
    .where('album_id', '=', albumId)
    .where('id', '=', photoId)
    .executeTakeFirst();
