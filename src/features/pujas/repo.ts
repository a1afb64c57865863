import { sql, type Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import type { StoredImage } from '#src/server/images/stored.ts';
import type { PujaRow } from './catalogue.ts';
import type { PujaInput } from './puja-schema.ts';

const numeric = [
  'id',
  'price_rupees',
  'min_rupees',
  'duration_minutes',
  'per_day',
  'min_days_ahead',
  'max_days_ahead',
  'on_behalf',
  'prasadam',
  'enabled',
  'sort_order',
] as const;

/** PostgreSQL may give integers as strings; rows read the same from both engines. */
function pujaOf(row: Record<string, unknown>): PujaRow {
  const out = { ...row } as Record<string, unknown>;
  for (const key of numeric) out[key] = Number(out[key]);
  for (const key of ['image_width', 'image_height'] as const)
    out[key] = out[key] === null || out[key] === undefined ? null : Number(out[key]);
  return out as unknown as PujaRow;
}

export async function selectPujas(
  db: Kysely<Database>,
  options: { enabledOnly: boolean; category?: string },
): Promise<PujaRow[]> {
  let query = db.selectFrom('pujas').selectAll();
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  if (options.category) query = query.where('category', '=', options.category as PujaRow['category']);
  return (await query.orderBy('sort_order').orderBy('id').execute()).map(pujaOf);
}

export async function selectPuja(
  db: Kysely<Database>,
  where: { id: number } | { slug: string },
): Promise<PujaRow | undefined> {
  const query = db.selectFrom('pujas').selectAll();
  const row = await (
    'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.slug)
  ).executeTakeFirst();
  return row ? pujaOf(row) : undefined;
}

const pujaColumns = (input: PujaInput) => ({
  slug: input.slug,
  category: input.category,
  name_en: input.nameEn,
  name_te: input.nameTe,
  description_en: input.descriptionEn,
  description_te: input.descriptionTe,
  price_rupees: input.price,
  min_rupees: input.minRupees ?? 0,
  duration_minutes: input.durationMinutes,
  weekdays: input.weekdays.join(','),
  dates: JSON.stringify(input.dates),
  // Only the weekdays offered keep a time: an unticked day's time would show nowhere.
  start_times: JSON.stringify(
    Object.fromEntries(Object.entries(input.startTimes).filter(([d]) => input.weekdays.includes(Number(d)))),
  ),
  per_day: input.perDay,
  min_days_ahead: input.minDaysAhead,
  max_days_ahead: input.maxDaysAhead,
  on_behalf: input.onBehalf ? 1 : 0,
  prasadam: input.prasadam ? 1 : 0,
  enabled: input.enabled ? 1 : 0,
});

const imageColumns = (image: StoredImage | null) => ({
  image: image?.key ?? null,
  image_width: image?.width ?? null,
  image_height: image?.height ?? null,
});

/** A new catalogue entry; undefined when its slug is taken. */
export async function insertPuja(
  db: Kysely<Database>,
  input: PujaInput,
  image: StoredImage | null = null,
): Promise<PujaRow | undefined> {
  const now = nowIso();
  const last = await db
    .selectFrom('pujas')
    .select(sql<number>`coalesce(max(sort_order), 0)`.as('n'))
    .executeTakeFirst();
  const row = await db
    .insertInto('pujas')
    .values({
      ...pujaColumns(input),
      ...imageColumns(image),
      sort_order: Number(last?.n ?? 0) + 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? pujaOf(row) : undefined;
}

export type PujaUpdate = { ok: true; puja: PujaRow } | { ok: false; reason: 'missing' | 'slugTaken' };

/** Changes the entry; its picture too when `image` is given. */
export async function updatePuja(
  db: Kysely<Database>,
  id: number,
  input: PujaInput,
  image?: StoredImage,
): Promise<PujaUpdate> {
  const other = await db
    .selectFrom('pujas')
    .select('id')
    .where('slug', '=', input.slug)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (other) return { ok: false, reason: 'slugTaken' };
  const row = await db
    .updateTable('pujas')
    .set({ ...pujaColumns(input), ...(image ? imageColumns(image) : {}), updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, puja: pujaOf(row) } : { ok: false, reason: 'missing' };
}

/** Disabling keeps the row: past bookings keep their puja. */
export async function disablePuja(db: Kysely<Database>, id: number): Promise<PujaRow | undefined> {
  const row = await db
    .updateTable('pujas')
    .set({ enabled: 0, updated_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? pujaOf(row) : undefined;
}
