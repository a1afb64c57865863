import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { log } from '#src/server/log.ts';
import { runPeriodically } from '#src/server/periodic.ts';
import { transaction } from '#src/server/db/transaction.ts';
import { recordAudit, type AuditActor } from '#src/features/audit/service.ts';
import { financialYear } from '#src/features/payments/index.ts';
import { loadSettings } from '#src/features/settings/service.ts';
import { bookerGone, bookingDetailsGone, donorGone, finishedBookingStatuses } from './holdings.ts';

/** The periodic job acts as nobody signed in; its entries say what it did and why. */
const keeperActor: AuditActor = { id: null, name: 'The site (keeping periods)', email: null };

/** How often each server process looks; a pass that finds nothing writes nothing. */
export const anonymiseEveryMs = 6 * 3600_000;

/**
 * The first moment (UTC) still inside the keeping period: a record of a financial year that ended
 * `years` whole years before the current one began is past it. A receipt of FY 2026-27 with 10
 * years is kept until 31 March 2037, and made anonymous from 1 April 2037 (India time).
 */
export function taxKeptSince(now: Date, years: number): string {
  const currentStart = Number(financialYear(now).slice(0, 4));
  // 1 April, 00:00 India time, is 31 March, 18:30 UTC.
  return new Date(Date.UTC(currentStart - years, 2, 31, 18, 30)).toISOString();
}

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
};

/**
 * One pass: receipts and Form 10BD data past the tax law's period made anonymous (the amounts,
 * causes, dates and receipt numbers stay for the accounts), finished bookings' devotee details
 * past their period removed, and contact messages past theirs deleted. Each kind in its own
 * transaction with its audit entry. `now` is a parameter so a test can stand years ahead.
 */
export async function anonymisePass(db: Kysely<Database>, now = new Date()) {
  const { settings } = await loadSettings(db);
  const at = now.toISOString();
  const taxSince = taxKeptSince(now, settings.tax.taxRecordsYears);
  const counts = { donations: 0, bookings: 0, bookingDetails: 0, inquiries: 0 };
  await transaction(db, async (trx) => {
    const donations = await trx
      .updateTable('donations')
      .set(donorGone(at))
      .where('anonymised_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('paid_at', 'created_at'), '<', taxSince))
      .executeTakeFirst();
    const bookings = await trx
      .updateTable('bookings')
      .set(bookerGone(at))
      .where('anonymised_at', 'is', null)
      .where((eb) => eb(eb.fn.coalesce('paid_at', 'created_at'), '<', taxSince))
      .executeTakeFirst();
    counts.donations = Number(donations.numUpdatedRows);
    counts.bookings = Number(bookings.numUpdatedRows);
    const detailsBefore = new Date(now.getTime() - settings.privacy.bookingDetailsDays * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const details = await trx
      .updateTable('bookings')
      .set(bookingDetailsGone(at))
      .where('status', 'in', [...finishedBookingStatuses])
      .where('puja_day', '<', detailsBefore)
      .where('devotees', '!=', '[]')
      .executeTakeFirst();
    counts.bookingDetails = Number(details.numUpdatedRows);
    const inquiries = await trx
      .deleteFrom('contact_inquiries')
      .where('created_at', '<', monthsBefore(now, settings.privacy.inquiryMonths))
      .executeTakeFirst();
    counts.inquiries = Number(inquiries.numDeletedRows);
    if (Object.values(counts).some((n) => n > 0)) {
      const changes = Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, { from: n, to: 0 }]));
      await recordAudit(trx, {
        actor: keeperActor,
        recordType: 'account',
        recordId: 'keeping-periods',
        recordLabel: `before ${taxSince.slice(0, 10)}`,
        action: 'anonymise',
        changes,
      });
    }
  });
  return counts;
}

export function startAnonymiser(db: Kysely<Database>, intervalMs = anonymiseEveryMs): () => void {
  return runPeriodically(intervalMs, 'Keeping-period pass failed', async () => {
    const counts = await anonymisePass(db);
    if (Object.values(counts).some((n) => n > 0))
      log.info(`Personal data past its keeping period: ${JSON.stringify(counts)}`);
  });
}
