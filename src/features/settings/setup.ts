import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { pageDemoValues } from '#src/features/page-texts/service.ts';
import { allPujas, seedPujas } from '#src/features/pujas/service.ts';
import { demoValues, type DemoValue } from './checklist.ts';
import type { Settings } from './sections/index.ts';

// The first catalogue's prices are samples for the office to replace (pujas/seed.ts).
const samplePujaPrice = (slug: string) => seedPujas.find((p) => p.slug === slug)?.price;

/** The pujas whose price is still the sample price of the first catalogue, each linked to its edit form. */
async function samplePrices(db: Kysely<Database>, lang: 'en' | 'te'): Promise<DemoValue[]> {
  return (await allPujas(db))
    .filter((p) => p.price_rupees > 0 && samplePujaPrice(p.slug) === p.price_rupees)
    .map((p) => ({
      form: 'pujas',
      path: p.slug,
      value: `₹${p.price_rupees.toLocaleString('en-IN')}`,
      href: `/admin/pujas?edit=${p.id}`,
      where: {
        key: 'settings.checklist.pujaPrice',
        vars: { puja: lang === 'te' && p.name_te ? p.name_te : p.name_en },
      },
    }));
}

/**
 * The whole setup checklist of /admin/settings and /admin/pages: the settings, the page texts
 * and the puja catalogue's prices that still hold the demo values of the first start.
 */
export async function setupChecklist(
  db: Kysely<Database>,
  settings: Settings,
  lang: 'en' | 'te',
): Promise<DemoValue[]> {
  return [...demoValues(settings), ...(await pageDemoValues(db)), ...(await samplePrices(db, lang))];
}
