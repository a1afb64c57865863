import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('content_version')
    .values({ id: 1, version: randomBytes(9).toString('base64url'), changed_at: new Date().toISOString() })
    .execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('content_version').execute();
}
