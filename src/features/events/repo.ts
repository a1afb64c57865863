import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { StoredImage } from '#src/server/images/stored.ts';
import type { EventFields } from './schema.ts';

export type EventRow = Selectable<Database['events']>;

const columns = (fields: EventFields, image: StoredImage) => ({
  title: fields.title,
  title_te: fields.titleTe,
  description: fields.description,
  description_te: fields.descriptionTe,
  event_date: fields.eventDate,
  youtube_link: fields.youtubeLink,
  image_key: image.key,
  image_width: image.width,
  image_height: image.height,
});

export const selectEvents = (db: Kysely<Database>) => db.selectFrom('events').selectAll();

export async function findEvent(db: Kysely<Database>, id: number) {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row as written. */
export function insertEvent(db: Kysely<Database>, fields: EventFields, image: StoredImage) {
  const now = nowIso();
  return db
    .insertInto('events')
    .values({ ...columns(fields, image), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The row as written. */
export function updateEventRow(db: Kysely<Database>, id: number, fields: EventFields, image: StoredImage) {
  return db
    .updateTable('events')
    .set({ ...columns(fields, image), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEventRow(db: Kysely<Database>, id: number) {
  await db.deleteFrom('events').where('id', '=', id).execute();
}
