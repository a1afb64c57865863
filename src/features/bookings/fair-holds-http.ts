import type { APIContext } from 'astro';
import { clientIp } from '#src/features/auth/service.ts';
import type { Settings } from '#src/features/settings/index.ts';
import { holdLimitsOf } from './fair-holds.ts';

/**
 * The parts of a booking's context that count its holds: device, client address (behind the proxy), the office's
 * limits.
 */
export const holderOf = (
  context: Pick<APIContext, 'clientAddress' | 'request' | 'locals'>,
  settings: Settings,
  device: string | null,
) => ({
  device,
  address: clientIp(context),
  holdLimits: holdLimitsOf(settings),
});
