import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { getStorage } from '#src/server/storage/index.ts';
import { demoPhoto } from '#src/features/site/service.ts';
import { createActivity } from './service.ts';

const demoActivities: Array<Record<string, string> & { photo?: string }> = [
  {
    title: 'Annadanam',
    titleTe: 'అన్నదానం',
    description: 'Free meals for every visitor and for families in need, every day.',
    descriptionTe: 'ప్రతి రోజూ సందర్శకులందరికీ, అవసరమైన కుటుంబాలకు ఉచిత భోజనం.',
    color: '#fff3d6',
    isEnable: 'true',
    photo: 'annadanam',
  },
  {
    title: 'Go Seva',
    titleTe: 'గో సేవ',
    description: 'Care for the ashram cows: shelter, fodder and a veterinarian.',
    descriptionTe: 'ఆశ్రమ గోవుల సంరక్షణ: ఆశ్రయం, మేత, పశువైద్యం.',
    color: '#7a1f1f',
    isEnable: 'true',
    photo: 'go-puja',
  },
  {
    title: 'Vedic Classes',
    titleTe: 'వేద పాఠాలు',
    description: 'Weekend classes in Vedic chanting for children and adults.',
    descriptionTe: 'పిల్లలు, పెద్దల కోసం వారాంతపు వేద పఠన తరగతులు.',
    color: '#ffffff',
    isEnable: 'true',
  },
  {
    title: 'Yoga Camp',
    titleTe: 'యోగా శిబిరం',
    description: 'A ten-day residential yoga camp. Dates will be announced.',
    descriptionTe: 'పది రోజుల నివాస యోగా శిబిరం. తేదీలు త్వరలో ప్రకటిస్తాము.',
    color: '#2f5d50',
    isEnable: 'false',
  },
];

/** Four activities, the last one disabled, so the dimmed card is seen too. */
export async function seedDemoActivities(db: Kysely<Database>) {
  const deps = { db, storage: getStorage() };
  for (const [i, { photo, ...fields }] of demoActivities.entries()) {
    await createActivity(deps, fields, await demoPhoto('activity', i, photo));
  }
}
