import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { getStorage } from '../../server/storage/index.ts';
import { demoPhoto } from '../../server/images/demo-photo.ts';
import { dayFromToday } from '../../server/demo-days.ts';
import { createPujaPost } from './service.ts';

/** The days of the demo puja cards; the demo albums share the first two, so a card opens photos. */
export const demoPujaDays = [-3, -17, -40, -65];

const demoPosts = [
  { title: 'Rudrabhishekam', titleTe: 'రుద్రాభిషేకం', description: 'Abhishekam to Lord Shiva with the chanting of Sri Rudram.', descriptionTe: 'శ్రీ రుద్ర పఠనంతో శివునికి అభిషేకం.' },
  { title: 'Satyanarayana Vratam', titleTe: 'సత్యనారాయణ వ్రతం', description: 'Families performed the vratam together in the ashram hall.', descriptionTe: 'ఆశ్రమ మందిరంలో కుటుంబాలు కలిసి వ్రతం ఆచరించాయి.' },
  { title: 'Chandi Homam', titleTe: 'చండీ హోమం', description: 'A homam for the well-being of all, with Durga Saptashati parayanam.', descriptionTe: 'దుర్గా సప్తశతి పారాయణంతో లోక కల్యాణార్థం హోమం.' },
  { title: 'Lakshmi Puja', titleTe: 'లక్ష్మీ పూజ', description: 'Evening puja with lamps and kumkumarchana.', descriptionTe: 'దీపాలు, కుంకుమార్చనతో సాయంకాల పూజ.' },
];

export async function seedDemoPujaPosts(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  for (const [i, texts] of demoPosts.entries()) {
    await createPujaPost(deps, { ...texts, date: dayFromToday(demoPujaDays[i]!) }, await demoPhoto('puja-card', i));
  }
}
