import { loadSettings } from '#src/features/settings/service.ts';
import { writeSection } from '#src/features/settings/repo.ts';
import { bumpContentVersion } from '#src/server/page-cache/version.ts';
import type { HoldLimits } from '#src/features/bookings/fair-holds.ts';
import { withDb } from './database-rows.ts';

/**
 * Limits no test of places, payments or the ledger reaches: those tests book many times from one address and e-mail.
 */
export const roomyHoldLimits: HoldLimits = { perEmail: 1000, perPhone: 1000, perDevice: 1000, perAddressHour: 1000 };

/** Sets the office's hold limits on a running test server, as the settings screen would. */
export async function setHoldLimits(
  server: { dataDir: string; databaseUrl?: string },
  limits: Partial<HoldLimits> = roomyHoldLimits,
) {
  await withDb(server, async (db) => {
    const { settings } = await loadSettings(db);
    const payment = { ...settings.payment };
    if (limits.perEmail !== undefined) payment.holdsPerEmail = limits.perEmail;
    if (limits.perPhone !== undefined) payment.holdsPerPhone = limits.perPhone;
    if (limits.perDevice !== undefined) payment.holdsPerDevice = limits.perDevice;
    if (limits.perAddressHour !== undefined) payment.bookingsPerAddressHour = limits.perAddressHour;
    await writeSection(db, 'payment', payment);
    await bumpContentVersion(db);
  });
}
