import type { Kysely } from 'kysely';
import { nowIso } from '#src/server/db/columns.ts';
import type { Database } from '#src/server/db/schema.ts';
import { seedDemoEvents } from '#src/features/events/handlers.ts';
import { seedDemoPujaCards } from '#src/features/puja-cards/service.ts';
import { seedDemoActivities } from '#src/features/activities/handlers.ts';
import { seedDemoAlbums } from '#src/features/gallery/handlers.ts';
import { seedMissingSections, seedSettings } from '#src/features/settings/service.ts';

export type DemoSeeder = (db: Kysely<Database>) => Promise<void>;

/** Features that bring demo content add their seeder here; they run once, on an empty database. */
const demoSeeders: Array<{ name: string; run: DemoSeeder }> = [
  { name: 'events', run: seedDemoEvents },
  { name: 'puja cards', run: seedDemoPujaCards },
  { name: 'activities', run: seedDemoActivities },
  { name: 'albums', run: seedDemoAlbums },
];

const initialisedKey = 'initialised_at';
const claimKey = 'first_start_by';
/** A first start that held its claim this long without finishing is taken to have crashed. */
const claimStaleMs = 5 * 60_000;

const readMeta = async (db: Kysely<Database>, key: string) =>
  (await db.selectFrom('site_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;

/**
 * The claim made through each connection: a start-up attempt cut short by the database going
 * away (made again through the same connection) takes it up again instead of waiting for it.
 */
const ownClaims = new WeakMap<Kysely<Database>, string>();

/**
 * Several instances may start together on one empty database: one claims the first start with a
 * row only one insert can create; the others wait for it to finish instead of seeding twice.
 */
async function claimFirstStart(db: Kysely<Database>): Promise<boolean> {
  for (;;) {
    if (await readMeta(db, initialisedKey)) return false;
    const claim = nowIso();
    const inserted = await db
      .insertInto('site_meta')
      .values({ key: claimKey, value: claim })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      ownClaims.set(db, claim);
      return true;
    }
    const claimedAt = await readMeta(db, claimKey);
    if (claimedAt !== undefined && claimedAt === ownClaims.get(db)) return true;
    if (claimedAt && Date.now() - Date.parse(claimedAt) > claimStaleMs) {
      await db.deleteFrom('site_meta').where('key', '=', claimKey).where('value', '=', claimedAt).execute();
    } else {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Seeds a database that has never been started; returns what it did. */
export async function seedFirstStart(db: Kysely<Database>, options: { demoContent: boolean }): Promise<string[]> {
  if (!(await claimFirstStart(db))) {
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
  await db.insertInto('site_meta').values({ key: initialisedKey, value: nowIso() }).execute();
  return done;
}
