import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { demoPhoto } from '#src/features/site/service.ts';
import { siteDay } from '#src/server/time.ts';
import { demoPujaCardsOn } from '#src/features/puja-cards/service.ts';
import { createAlbum } from './service.ts';

/** Photos in each demo album, newest album first: the one the gallery opens with is the fullest. */
const photosPerAlbum = [4, 3, 2, 2];

/** One album on the day of each demo puja card, under the card's title, so every card opens photos. */
export async function seedDemoAlbums(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  const newestFirst = demoPujaCardsOn(siteDay()).sort((a, b) => b.date.localeCompare(a.date));
  let photo = 0;
  for (const [a, card] of newestFirst.entries()) {
    const photos = await Promise.all(Array.from({ length: photosPerAlbum[a] ?? 2 }, () => demoPhoto('album', photo++)));
    await createAlbum(deps, { title: card.title, titleTe: card.titleTe, date: card.date }, photos);
  }
}
