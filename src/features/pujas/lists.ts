import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { pujaPicture } from './catalogue-service.ts';
import { selectPuja, selectPujas } from './repo.ts';

export const enabledPujas = (db: Kysely<Database>, category?: string) =>
  selectPujas(db, { enabledOnly: true, category });
export const allPujas = (db: Kysely<Database>) => selectPujas(db, { enabledOnly: false });
export const pujaBySlug = (db: Kysely<Database>, slug: string) => selectPuja(db, { slug });

/** The catalogue's cards for a page (Parihara Puja): texts in the language, price, picture, booking link. */
export async function pujaCards(db: Kysely<Database>, category: string, lang: 'en' | 'te') {
  const pujas = await enabledPujas(db, category);
  const storage = getStorage();
  return pujas.map((p) => ({
    picture: pujaPicture(storage, p),
    slug: p.slug,
    title: lang === 'te' ? p.name_te : p.name_en,
    text: lang === 'te' ? p.description_te : p.description_en,
    price_rupees: p.price_rupees,
    min_rupees: p.min_rupees,
  }));
}
