import type { Insertable, Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { siteDayEndUtc, siteDayStartUtc } from '#src/server/time.ts';
import { normalise, type DonationRow } from '../repo.ts';
import type { DonationTables } from '../tables.ts';

/** The counter's queries on the donations table. */

export async function insertCounterDonation(
  trx: Kysely<Database>,
  values: Insertable<DonationTables['donations']>,
): Promise<DonationRow> {
  return normalise(await trx.insertInto('donations').values(values).returningAll().executeTakeFirstOrThrow());
}

/** The cash the counter took on an India day ('YYYY-MM-DD'), with what tells its donors apart. */
export async function cashOfDay(trx: Kysely<Database>, day: string) {
  const rows = await trx
    .selectFrom('donations')
    .select([
      'amount_paise',
      'first_name',
      'last_name',
      'email',
      'donor_phone',
      'identity_type',
      'identity_sealed',
      'identity_hint',
    ])
    .where('pay_mode', '=', 'cash')
    .where('method', '=', 'counter')
    .where('paid_at', '>=', siteDayStartUtc(day))
    .where('paid_at', '<', siteDayEndUtc(day))
    .execute();
  return rows.map((r) => ({ ...r, amount_paise: Number(r.amount_paise) }));
}
