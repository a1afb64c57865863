import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { nowIso } from '../../server/db/columns.ts';
import type { StoredImage } from '../../server/images/stored.ts';
import type { PujaPostFields } from './schema.ts';

export type PujaPostRow = Selectable<Database['puja_posts']>;

const columns = (fields: PujaPostFields, image: StoredImage) => ({
  title: fields.title,
  title_te: fields.titleTe,
  description: fields.description,
  description_te: fields.descriptionTe,
  post_date: fields.date,
  image_key: image.key,
  image_width: image.width,
  image_height: image.height,
});

export const selectPujaPosts = (db: Kysely<Database>) => db.selectFrom('puja_posts').selectAll().orderBy('post_date', 'desc').orderBy('id', 'desc');

export const findPujaPost = (db: Kysely<Database>, id: number) => db.selectFrom('puja_posts').selectAll().where('id', '=', id).executeTakeFirst();

/** The row as written. */
export function insertPujaPost(db: Kysely<Database>, fields: PujaPostFields, image: StoredImage) {
  const now = nowIso();
  return db.insertInto('puja_posts').values({ ...columns(fields, image), created_at: now, updated_at: now }).returningAll().executeTakeFirstOrThrow();
}

/** The row as written. */
export function updatePujaPostRow(db: Kysely<Database>, id: number, fields: PujaPostFields, image: StoredImage) {
  return db.updateTable('puja_posts').set({ ...columns(fields, image), updated_at: nowIso() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deletePujaPostRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('puja_posts').where('id', '=', id).execute();
}
