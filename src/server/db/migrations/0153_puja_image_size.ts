import type { Kysely } from 'kysely';

/**
 * A puja's picture goes through the image pipeline: `pujas.image` (unused until now) holds the
 * stored image's key, and these its upright size, for the page's width and height.
 */
export async function up(db: Kysely<any>) {
  await db.schema.alterTable('pujas').addColumn('image_width', 'integer').execute();
  await db.schema.alterTable('pujas').addColumn('image_height', 'integer').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('pujas').dropColumn('image_height').execute();
  await db.schema.alterTable('pujas').dropColumn('image_width').execute();
}
