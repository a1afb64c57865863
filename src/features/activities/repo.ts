import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { StoredImage } from '#src/server/images/stored.ts';
import type { ActivityFields } from './schema.ts';

export type ActivityRow = Selectable<Database['activities']>;

const columns = (fields: ActivityFields, image: StoredImage) => ({
  title: fields.title,
  title_te: fields.titleTe,
  description: fields.description,
  description_te: fields.descriptionTe,
  color: fields.color,
  is_enable: fields.isEnable ? 1 : 0,
  image_key: image.key,
  image_width: image.width,
  image_height: image.height,
});

/** In the order they were created, as the admin arranged them. */
export const selectActivities = (db: Kysely<Database>) => db.selectFrom('activities').selectAll().orderBy('id', 'asc');

export const findActivity = (db: Kysely<Database>, id: number) =>
  db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst();

/** The row as written. */
export function insertActivity(db: Kysely<Database>, fields: ActivityFields, image: StoredImage) {
  const now = nowIso();
  return db
    .insertInto('activities')
    .values({ ...columns(fields, image), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The row as written. */
export function updateActivityRow(db: Kysely<Database>, id: number, fields: ActivityFields, image: StoredImage) {
  return db
    .updateTable('activities')
    .set({ ...columns(fields, image), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteActivityRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('activities').where('id', '=', id).execute();
}
