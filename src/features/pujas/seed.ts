import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { ashramPujaText, pariharaText } from '#src/features/page-texts/service.ts';
import type { PujaCategory } from './tables.ts';

interface SeedPuja {
  slug: string;
  category: PujaCategory;
  en: { title: string; text: string };
  te: { title: string; text: string };
  /** Sample prices in whole rupees (0: an offering of at least 501), for the office to replace. */
  price: number;
  weekdays: number[];
  perDay: number;
  prasadam: boolean;
  /** Sample start times by weekday ('HH:MM', India), for the office to replace. */
  startTimes: Record<number, string>;
}

const parihara = pariharaText.en.pujas.map((p, i) => ({ en: p, te: pariharaText.te.pujas[i]! }));
/** The slugs of the first catalogue's parihara pujas, in the order of the page's texts and pictures. */
export const pariharaSlugs = [
  'graha-shanti-pooja',
  'kaalasarpa-dosha-shanti-pooja',
  'mruthyunjaya-homam',
  'chandi-homam',
  'ashta-lakshmi-homam',
  'dasha-maha-vidya-homam',
  'aarogya-vruddhi-homam',
  'ayush-vruddhi-homam',
  'maha-soura-paashupata-homam',
  'aruna-paarayanam',
  'pratyeka-pooja',
];
const samplePrices = [1116, 2116, 2516, 5116, 5116, 7116, 2516, 2516, 5116, 1116, 0];
const everyDay = [0, 1, 2, 3, 4, 5, 6];
/**
 * The page describes Ayush Vruddhi Homam for a Saturday or a Sunday (or the janma tithi, which the office lists as
 * dates).
 */
const pariharaWeekdays: Record<string, number[]> = { 'ayush-vruddhi-homam': [0, 6] };
const onDays = (times: Record<number, string>, days: number[]) => Object.fromEntries(days.map((d) => [d, times[d]!]));
/** Homams at 7 (8 on Sundays, when more devotees travel in); other parihara pujas at 6:30. */
const homamTimes = { 0: '08:00', 1: '07:00', 2: '07:00', 3: '07:00', 4: '07:00', 5: '07:00', 6: '07:00' };
const pujaTimes = { 0: '07:30', 1: '06:30', 2: '06:30', 3: '06:30', 4: '06:30', 5: '06:30', 6: '07:00' };

const ashramItem = (tab: 'daily' | 'monthly', title: string) => {
  const i = ashramPujaText.en[tab].items.findIndex((item) => item.title === title);
  return { en: ashramPujaText.en[tab].items[i]!, te: ashramPujaText.te[tab].items[i]! };
};

/** The catalogue a new site starts with: the Parihara Puja page's 11 and three ashram pujas. */
export const seedPujas: SeedPuja[] = [
  ...parihara.map((p, i) => ({
    slug: pariharaSlugs[i]!,
    category: 'parihara' as const,
    ...p,
    price: samplePrices[i]!,
    weekdays: pariharaWeekdays[pariharaSlugs[i]!] ?? everyDay,
    perDay: 10,
    prasadam: true,
    startTimes: onDays(
      pariharaSlugs[i]!.endsWith('-homam') ? homamTimes : pujaTimes,
      pariharaWeekdays[pariharaSlugs[i]!] ?? everyDay,
    ),
  })),
  {
    slug: 'naama-nakshatra-pooja',
    category: 'ashram',
    ...ashramItem('daily', 'Naama Nakshatra Pooja'),
    price: 116,
    weekdays: everyDay,
    perDay: 50,
    prasadam: true,
    startTimes: { 0: '06:00', 1: '06:00', 2: '06:00', 3: '06:00', 4: '06:00', 5: '06:00', 6: '06:00' },
  },
  {
    slug: 'vishesha-abhishekam',
    category: 'ashram',
    ...ashramItem('monthly', 'Vishesha Abhishekam'),
    price: 516,
    weekdays: [1],
    perDay: 20,
    prasadam: false,
    startTimes: { 1: '06:30' },
  },
  {
    slug: 'laksha-kumkuma-archana',
    category: 'ashram',
    ...ashramItem('monthly', 'Laksha Kumkuma Archana'),
    price: 1116,
    weekdays: [5],
    perDay: 20,
    prasadam: true,
    startTimes: { 5: '18:30' },
  },
];

/**
 * Fills an empty catalogue at start-up (every database, not only demo ones: the Parihara Puja
 * page lists the catalogue). Two instances starting together insert each slug once.
 */
export async function seedPujaCatalogue(db: Kysely<Database>): Promise<number> {
  const any = await db.selectFrom('pujas').select('id').limit(1).executeTakeFirst();
  if (any) return 0;
  const now = nowIso();
  let added = 0;
  for (const [i, p] of seedPujas.entries()) {
    const result = await db
      .insertInto('pujas')
      .values({
        slug: p.slug,
        category: p.category,
        name_en: p.en.title,
        name_te: p.te.title,
        description_en: p.en.text,
        description_te: p.te.text,
        price_rupees: p.price,
        min_rupees: p.price === 0 ? 501 : 0,
        duration_minutes: 60,
        weekdays: p.weekdays.join(','),
        dates: '[]',
        start_times: JSON.stringify(p.startTimes),
        per_day: p.perDay,
        min_days_ahead: 2,
        max_days_ahead: 90,
        on_behalf: 1,
        prasadam: p.prasadam ? 1 : 0,
        image: null,
        enabled: 1,
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}
