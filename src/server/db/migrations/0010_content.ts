import type { CreateTableBuilder, Kysely } from 'kysely';
import { withId } from '../columns.ts';

/** Main text plus the optional Telugu text shown on /te/ pages. */
function withTexts<T extends string>(table: CreateTableBuilder<T, any>, description = true) {
  let t = table.addColumn('title', 'text', (c) => c.notNull()).addColumn('title_te', 'text');
  if (description) t = t.addColumn('description', 'text', (c) => c.notNull()).addColumn('description_te', 'text');
  return t;
}

function withImage<T extends string>(table: CreateTableBuilder<T, any>) {
  return table
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull());
}

function withTimes<T extends string>(table: CreateTableBuilder<T, any>) {
  return table.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
}

export async function up(db: Kysely<any>) {
  await withTimes(
    withImage(
      withTexts(withId(db, db.schema.createTable('events'))).addColumn('event_date', 'text', (c) => c.notNull()),
    ),
  )
    .addColumn('youtube_link', 'text')
    .execute();
  await db.schema.createIndex('events_by_date').on('events').column('event_date').execute();

  await withTimes(
    withImage(
      withTexts(withId(db, db.schema.createTable('puja_posts'))).addColumn('post_date', 'text', (c) => c.notNull()),
    ),
  ).execute();
  await db.schema.createIndex('puja_posts_by_date').on('puja_posts').column('post_date').execute();

  await withTimes(
    withImage(withTexts(withId(db, db.schema.createTable('activities'))))
      .addColumn('color', 'text', (c) => c.notNull().defaultTo('#ffffff'))
      .addColumn('is_enable', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();

  await withTexts(withId(db, db.schema.createTable('albums')), false)
    .addColumn('album_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('albums_by_date').on('albums').column('album_date').execute();
  await withImage(
    withId(db, db.schema.createTable('album_images'))
      .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('album_images_by_album').on('album_images').columns(['album_id', 'position']).execute();
}

export async function down(db: Kysely<any>) {
  for (const table of ['album_images', 'albums', 'activities', 'puja_posts', 'events'])
    await db.schema.dropTable(table).execute();
}
