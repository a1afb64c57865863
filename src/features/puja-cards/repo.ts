import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { StoredImage } from '#src/server/images/stored.ts';
import type { PujaCardFields } from './schema.ts';

export type PujaCardRow = Selectable<Database['puja_cards']>;

const columns = (fields: PujaCardFields, image: StoredImage) => ({
  title: fields.title,
  title_te: fields.titleTe,
  description: fields.description,
  description_te: fields.descriptionTe,
  card_date: fields.date,
  image_key: image.key,
  image_width: image.width,
  image_height: image.height,
});

export const selectPujaCards = (db: Kysely<Database>) =>
  db.selectFrom('puja_cards').selectAll().orderBy('card_date', 'desc').orderBy('id', 'desc');

export const findPujaCard = (db: Kysely<Database>, id: number) =>
  db.selectFrom('puja_cards').selectAll().where('id', '=', id).executeTakeFirst();

/** The row as written. */
export function insertPujaCard(db: Kysely<Database>, fields: PujaCardFields, image: StoredImage) {
  const now = nowIso();
  return db
    .insertInto('puja_cards')
    .values({ ...columns(fields, image), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The row as written. */
export function updatePujaCardRow(db: Kysely<Database>, id: number, fields: PujaCardFields, image: StoredImage) {
  return db
    .updateTable('puja_cards')
    .set({ ...columns(fields, image), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deletePujaCardRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('puja_cards').where('id', '=', id).execute();
}
