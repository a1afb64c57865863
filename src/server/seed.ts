import type { Kysely } from 'kysely';
import { nowIso } from './db/columns.ts';
import type { Database } from './db/schema.ts';
import { seedDemoEvents } from '../features/events/demo.ts';
import { seedDemoPujaPosts } from '../features/posts/demo.ts';
import { seedDemoActivities } from '../features/activities/demo.ts';
import { seedDemoAlbums } from '../features/gallery/demo.ts';
import { seedMissingSections, seedSettings } from '../features/site/settings/service.ts';

export type DemoSeeder = (db: Kysely<Database>) => Promise<void>;

/** Features that bring demo content add their seeder here; they run once, on an empty database. */
const demoSeeders: Array<{ name: string; run: DemoSeeder }> = [
  { name: 'events', run: seedDemoEvents },
  { name: 'puja cards', run: seedDemoPujaPosts },
  { name: 'activities', run: seedDemoActivities },
  { name: 'albums', run: seedDemoAlbums },
];

/** Seeds a database that has never been started; returns what it did. */
export async function seedFirstStart(db: Kysely<Database>, options: { demoContent: boolean }): Promise<string[]> {
  const started = await db.selectFrom('site_meta').select('value').where('key', '=', 'initialised_at').executeTakeFirst();
  if (started) {
    const added = await seedMissingSections(db);
    return added.length > 0 ? [`settings sections ${added.join(', ')}`] : [];
  }
  const done = ['settings'];
  await seedSettings(db);
  if (options.demoContent) {
    for (const seeder of demoSeeders) {
      await seeder.run(db);
      done.push(seeder.name);
    }
  }
  await db.insertInto('site_meta').values({ key: 'initialised_at', value: nowIso() }).execute();
  return done;
}
