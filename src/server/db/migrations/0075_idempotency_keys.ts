import type { Kysely } from 'kysely';

/**
 * What a post with an idempotency key created, kept a day so that a repeat is answered from it
 * (src/server/idempotency). `key` is a hash of the route, the client's key and the fields.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('idempotency_keys').execute();
}
