import type { Settings } from '#src/features/settings/index.ts';
import { defaultShipping, type ShippingRule } from './money.ts';

/** The shipping rule the administrator set in the payment settings. */
export function shippingRuleOf(settings: Settings | undefined): ShippingRule {
  if (!settings) return defaultShipping;
  return { flatRupees: settings.payment.shippingFlatRupees, freeFromRupees: settings.payment.shippingFreeFromRupees };
}
