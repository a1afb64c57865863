import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { demoPhoto } from '#src/features/site/service.ts';
import { demoDay, type DemoWhen } from '#src/server/festival-days.ts';
import { siteDay } from '#src/server/time.ts';
import { createEvent } from './service.ts';

/** Festivals on their real days (the last one gone and the next to come), and the ashram's own day. */
const demoEvents: Array<{
  when: DemoWhen;
  title: string;
  titleTe: string;
  description: string;
  descriptionTe: string;
}> = [
  {
    when: { festival: 'guruPurnima', side: 'previous', otherwise: -120 },
    title: 'Guru Purnima',
    titleTe: 'గురు పూర్ణిమ',
    description:
      'Devotees offered their respects to the Peethadhipathi, followed by Vedic chanting and annadanam for all.',
    descriptionTe: 'భక్తులు పీఠాధిపతులకు గురు వందనం సమర్పించారు; వేద పఠనం, అందరికీ అన్నదానం జరిగాయి.',
  },
  {
    when: { festival: 'mahaShivaratri', side: 'previous', otherwise: -35 },
    title: 'Maha Shivaratri Jagaran',
    titleTe: 'మహా శివరాత్రి జాగరణ',
    description: 'An all-night vigil with Rudrabhishekam and bhajans at the ashram.',
    descriptionTe: 'ఆశ్రమంలో రుద్రాభిషేకం, భజనలతో రాత్రంతా జాగరణ.',
  },
  {
    when: { festival: 'karthikaPournami', side: 'coming', otherwise: 12 },
    title: 'Karthika Deepotsavam',
    titleTe: 'కార్తీక దీపోత్సవం',
    description: 'Lighting of a thousand lamps around the temple at dusk. All are welcome.',
    descriptionTe: 'సాయంత్రం ఆలయం చుట్టూ వెయ్యి దీపాల వెలుగు. అందరికీ స్వాగతం.',
  },
  {
    when: { offset: 48 },
    title: 'Ashram Anniversary',
    titleTe: 'ఆశ్రమ వార్షికోత్సవం',
    description: 'A day of homam, discourses by the Peethadhipathi and a community meal.',
    descriptionTe: 'హోమం, పీఠాధిపతుల ప్రవచనాలు, సామూహిక భోజనంతో ఒక రోజు.',
  },
];

/** The demo events with their days as seen from `today`: two gone, two to come. */
export const demoEventsOn = (today: string) =>
  demoEvents.map(({ when, ...texts }) => ({ ...texts, eventDate: demoDay(when, today) }));

/** Two past and two coming events with generated photographs, pushed through the image pipeline. */
export async function seedDemoEvents(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  for (const [i, event] of demoEventsOn(siteDay()).entries()) {
    await createEvent(deps, event, await demoPhoto('event', i));
  }
}
