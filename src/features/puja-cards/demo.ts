import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { demoPhoto } from '#src/features/site/service.ts';
import { demoDay, type DemoWhen } from '#src/server/festival-days.ts';
import { siteDay } from '#src/server/time.ts';
import { createPujaCard } from './service.ts';

/**
 * The demo puja cards: Lakshmi Puja on the last Deepavali, Chandi Homam on the last
 * Vijayadashami (the ashram's Chandi Homam is on Shukla Dashami), the others in the last weeks.
 * The demo albums share these days, so every card opens photos.
 */
const demoPosts: Array<{ when: DemoWhen; title: string; titleTe: string; description: string; descriptionTe: string }> =
  [
    {
      when: { offset: -3 },
      title: 'Rudrabhishekam',
      titleTe: 'రుద్రాభిషేకం',
      description: 'Abhishekam to Lord Shiva with the chanting of Sri Rudram.',
      descriptionTe: 'శ్రీ రుద్ర పఠనంతో శివునికి అభిషేకం.',
    },
    {
      when: { offset: -17 },
      title: 'Satyanarayana Vratam',
      titleTe: 'సత్యనారాయణ వ్రతం',
      description: 'Families performed the vratam together in the ashram hall.',
      descriptionTe: 'ఆశ్రమ మందిరంలో కుటుంబాలు కలిసి వ్రతం ఆచరించాయి.',
    },
    {
      when: { festival: 'vijayadashami', side: 'previous', otherwise: -40 },
      title: 'Chandi Homam',
      titleTe: 'చండీ హోమం',
      description: 'A homam for the well-being of all, with Durga Saptashati parayanam.',
      descriptionTe: 'దుర్గా సప్తశతి పారాయణంతో లోక కల్యాణార్థం హోమం.',
    },
    {
      when: { festival: 'deepavali', side: 'previous', otherwise: -65 },
      title: 'Lakshmi Puja',
      titleTe: 'లక్ష్మీ పూజ',
      description: 'Evening puja with lamps and kumkumarchana.',
      descriptionTe: 'దీపాలు, కుంకుమార్చనతో సాయంకాల పూజ.',
    },
  ];

/** The demo puja cards with their days as seen from `today`. */
export const demoPujaCardsOn = (today: string) =>
  demoPosts.map(({ when, ...texts }) => ({ ...texts, date: demoDay(when, today) }));

export async function seedDemoPujaCards(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  for (const [i, card] of demoPujaCardsOn(siteDay()).entries()) {
    await createPujaCard(deps, card, await demoPhoto('puja-card', i));
  }
}
