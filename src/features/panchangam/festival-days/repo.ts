import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import type { FestivalTables } from './tables.ts';

export type OverrideRow = Selectable<FestivalTables['festival_overrides']>;

/** The overrides that can touch days from `from` on: moves of computed days and days added. */
export const overridesFrom = (db: Kysely<Database>, from: string) =>
  db
    .selectFrom('festival_overrides')
    .selectAll()
    .where((eb) => eb.or([eb('day', '>=', from), eb('moves_from', '>=', from)]))
    .orderBy('day')
    .orderBy('id')
    .execute();

export const findOverride = (db: Kysely<Database>, id: number) =>
  db.selectFrom('festival_overrides').selectAll().where('id', '=', id).executeTakeFirst();

export const findMove = (db: Kysely<Database>, key: string, movesFrom: string) =>
  db
    .selectFrom('festival_overrides')
    .selectAll()
    .where('festival_key', '=', key)
    .where('moves_from', '=', movesFrom)
    .executeTakeFirst();

type NewOverride = Omit<OverrideRow, 'id'>;

export async function insertOverride(db: Kysely<Database>, row: NewOverride): Promise<number> {
  const inserted = await db.insertInto('festival_overrides').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export const updateOverrideDay = (
  db: Kysely<Database>,
  id: number,
  change: Pick<OverrideRow, 'day' | 'updated_at' | 'updated_by'>,
) => db.updateTable('festival_overrides').set(change).where('id', '=', id).execute();

export async function deleteOverride(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('festival_overrides').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
