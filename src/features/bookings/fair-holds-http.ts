import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { clientIp } from '#src/features/auth/http.ts';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { holdLimitsOf } from './fair-holds.ts';

/** The parts of a booking's context that count its holds: device, client address (behind the proxy), the office's limits. */
export const holderOf = (context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>, settings: Settings, device: string | null) => ({
  device,
  address: clientIp(context),
  holdLimits: holdLimitsOf(settings),
});

/**
 * Razorpay orders for bookings count with the donations' (one key per address): each is a call to
 * Razorpay, whatever it is for, so a script cannot make hundreds.
 */
export async function limitOrders(db: Kysely<Database>, context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>): Promise<void> {
  if (await overLimit(db, `order:ip:${clientIp(context)}`, limits.orders))
    throw new RequestError(429, 'donation.gateway.tooMany', undefined, { minutes: windowMinutes(limits.orders) });
}
