import type { Kysely } from 'kysely';

/**
 * An optional caption for each album photo, in English and Telugu: the photo's text alternative
 * and the line under it in the viewer (without one, the album title and the photo's number).
 * One column per statement, as SQLite adds them.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('album_images').addColumn('caption', 'text').execute();
  await db.schema.alterTable('album_images').addColumn('caption_te', 'text').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('album_images').dropColumn('caption_te').execute();
  await db.schema.alterTable('album_images').dropColumn('caption').execute();
}
