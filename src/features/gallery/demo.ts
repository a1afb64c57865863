import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { getStorage } from '../../server/storage/index.ts';
import { demoPhoto } from '../../server/images/demo-photo.ts';
import { dayFromToday } from '../../server/demo-days.ts';
import { demoPujaDays } from '../posts/demo.ts';
import { createAlbum } from './service.ts';

const demoAlbums = [
  { title: 'Rudrabhishekam', titleTe: 'రుద్రాభిషేకం', offset: demoPujaDays[0]!, photos: 4 },
  { title: 'Satyanarayana Vratam', titleTe: 'సత్యనారాయణ వ్రతం', offset: demoPujaDays[1]!, photos: 3 },
];

/** Two albums on the days of the first two puja cards. */
export async function seedDemoAlbums(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  for (const [a, album] of demoAlbums.entries()) {
    const photos = await Promise.all(Array.from({ length: album.photos }, (_, i) => demoPhoto('album', a * 3 + i)));
    await createAlbum(deps, { title: album.title, titleTe: album.titleTe, date: dayFromToday(album.offset) }, photos);
  }
}
