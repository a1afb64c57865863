import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { siteDay } from '#src/server/time.ts';
import { offeredDays, type PujaCategory, type PujaRow } from '#src/features/pujas/index.ts';
import { selectPujas } from '#src/features/pujas/service.ts';

/** The order the /book page lists the catalogue's categories in. */
export const listedCategories: PujaCategory[] = ['parihara', 'homam', 'ashram', 'other'];

export interface ListedPuja {
  puja: PujaRow;
  /** The next days that still have a place, earliest first (at most `perPuja`). */
  nextDays: string[];
}

/**
 * Every enabled puja with its next days that have a place, for the /book page. The places of all
 * pujas come in one read; holds that ran out are freed by the server's sweep (docs/decisions/132),
 * so a day freed a minute ago may show as full here and bookable on the puja's own page.
 */
export async function pujasWithNextDays(db: Kysely<Database>, perPuja = 3, today = siteDay()): Promise<ListedPuja[]> {
  const pujas = await selectPujas(db, { enabledOnly: true });
  if (pujas.length === 0) return [];
  const rows = await db
    .selectFrom('puja_day_places')
    .select(['puja_id', 'day', 'taken'])
    .where(
      'puja_id',
      'in',
      pujas.map((p) => p.id),
    )
    .where('day', '>=', today)
    .execute();
  const taken = new Map(rows.map((r) => [`${r.puja_id}:${r.day}`, Number(r.taken)]));
  return pujas.map((puja) => {
    const open = offeredDays(puja, today).filter((day) => (taken.get(`${puja.id}:${day}`) ?? 0) < puja.per_day);
    return { puja, nextDays: open.slice(0, perPuja) };
  });
}

/** The listed pujas grouped by category, in the page's order, empty categories left out. */
export function byCategory(listed: ListedPuja[]): Array<{ category: PujaCategory; pujas: ListedPuja[] }> {
  return listedCategories
    .map((category) => ({ category, pujas: listed.filter((l) => l.puja.category === category) }))
    .filter((g) => g.pujas.length > 0);
}
