import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { nowIso } from '#src/server/db/columns.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { siteDay, siteDayEndUtc, siteDayStartUtc } from '#src/server/time.ts';
import { pick, type Lang } from '#src/i18n/index.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { formatWholeRupees, rupeesToPaise } from '#src/features/payments/index.ts';
import { openIdentity } from '../identity.ts';
import { cashOfDay } from './repo.ts';
import { sameDonor, type DonorKey } from './same-donor.ts';

/**
 * One row every counter locks before it sums the day's cash: a gift and a puja booking paid in
 * cash at two counters at once take different receipt series, so their series' rows cannot put
 * them one after the other. The upsert holds the row until the commit on PostgreSQL; SQLite has
 * one writer. Its key cannot be a holder's ('email:…', 'phone:…', 'device:…').
 */
async function lockCashOfDay(trx: Kysely<Database>) {
  const now = nowIso();
  await trx
    .insertInto('booking_holders')
    .values({ key: 'counter:cash', locked_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ locked_at: now }))
    .execute();
}

/** The puja bookings paid in cash at the counter on an India day, as donors the limit compares. */
async function bookingCashOfDay(trx: Kysely<Database>, day: string) {
  const rows = await trx
    .selectFrom('bookings')
    .select(['total_paise', 'name', 'phone', 'email'])
    .where('pay_mode', '=', 'cash')
    .where('method', '=', 'counter')
    .where('paid_at', '>=', siteDayStartUtc(day))
    .where('paid_at', '<', siteDayEndUtc(day))
    .execute();
  return rows.map((r) => ({
    paise: Number(r.total_paise),
    // One name field: sameDonor joins first and last name, so the whole name as the first compares alike.
    key: { firstName: r.name, lastName: '', phone: r.phone || undefined, email: r.email || undefined },
  }));
}

async function donationCashOfDay(trx: Kysely<Database>, day: string) {
  return (await cashOfDay(trx, day)).map((row) => ({
    paise: row.amount_paise,
    key: {
      firstName: row.first_name,
      lastName: row.last_name,
      pan: row.identity_type === 'pan' ? openIdentity(row) : undefined,
      phone: row.donor_phone ?? undefined,
      email: row.email || undefined,
    },
  }));
}

/**
 * Cash of the settings' refusal amount or more from one person in an India day (this payment and
 * the earlier gifts and bookings of the day together) is refused (400 on `field`), naming the law.
 */
export async function refuseCashOverLimit(
  trx: Kysely<Database>,
  payer: DonorKey,
  rupees: number,
  at: Date,
  context: { lang: Lang; settings: Settings; field?: string },
): Promise<void> {
  await lockCashOfDay(trx);
  const day = siteDay(at);
  const earlierPaise = [...(await donationCashOfDay(trx, day)), ...(await bookingCashOfDay(trx, day))]
    .filter((row) => sameDonor(payer, row.key))
    .reduce((sum, row) => sum + row.paise, 0);
  const { cashRefuseFromRupees, cashLaw } = context.settings.tax;
  const totalPaise = earlierPaise + rupeesToPaise(rupees);
  if (totalPaise < rupeesToPaise(cashRefuseFromRupees)) return;
  const vars = {
    limit: formatWholeRupees(cashRefuseFromRupees),
    law: pick(cashLaw, context.lang),
    earlier: formatWholeRupees(earlierPaise / 100),
    total: formatWholeRupees(totalPaise / 100),
  };
  const key = earlierPaise > 0 ? 'counter.error.cashDay' : 'counter.error.cashOnce';
  throw new RequestError(400, key, { [context.field ?? 'amount']: { key, vars } }, vars);
}
