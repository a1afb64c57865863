import type { APIContext } from 'astro';
import type { Kysely } from 'kysely';
import type { Database } from '#src/server/db/schema.ts';
import { RequestError } from '#src/server/http/errors.ts';
import { overLimit } from '#src/server/rate-limit/index.ts';
import { limits, windowMinutes } from '#src/server/rate-limit/limits.ts';
import { clientIp } from '#src/features/auth/service.ts';

/**
 * Razorpay orders from one client address, whatever they pay for (a donation or a booking), count
 * under one key: each is a call to Razorpay, so a script cannot make hundreds. 429 past the limit.
 */
export async function limitOrders(
  db: Kysely<Database>,
  context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>,
): Promise<void> {
  if (await overLimit(db, `order:ip:${clientIp(context)}`, limits.orders))
    throw new RequestError(429, 'donation.gateway.tooMany', undefined, { minutes: windowMinutes(limits.orders) });
}
