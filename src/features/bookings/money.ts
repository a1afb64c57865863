import { rupeesToPaise } from '#src/features/payments/index.ts';
import { type PujaRow, pujaLimits } from '#src/features/pujas/index.ts';

/** How prasadam by post is charged: a flat charge, free from an order value upwards. */
export interface ShippingRule {
  flatRupees: number;
  /** 0: never free. */
  freeFromRupees: number;
}

export const defaultShipping: ShippingRule = { flatRupees: 80, freeFromRupees: 2000 };

export function shippingPaise(rule: ShippingRule, pricePaise: number, posted: boolean): number {
  if (!posted) return 0;
  if (rule.freeFromRupees > 0 && pricePaise >= rupeesToPaise(rule.freeFromRupees)) return 0;
  return rupeesToPaise(rule.flatRupees);
}

export type PriceCheck = { ok: true; pricePaise: number } | { ok: false; key: string; vars?: Record<string, number> };

/**
 * The puja's price in paise: its fixed price (an amount sent with it must be that price: a
 * changed price is refused, never charged), or the devotee's offering from its minimum to ₹10,00,000.
 */
export function pujaPrice(puja: Pick<PujaRow, 'price_rupees' | 'min_rupees'>, amount: number | undefined): PriceCheck {
  if (puja.price_rupees > 0) {
    if (amount !== undefined && amount !== puja.price_rupees)
      return { ok: false, key: 'booking.error.price', vars: { price: puja.price_rupees } };
    return { ok: true, pricePaise: rupeesToPaise(puja.price_rupees) };
  }
  const least = Math.max(1, puja.min_rupees);
  if (amount === undefined || amount < least) return { ok: false, key: 'booking.error.offering', vars: { min: least } };
  if (amount > pujaLimits.priceMax) return { ok: false, key: 'booking.error.offeringMax' };
  return { ok: true, pricePaise: rupeesToPaise(amount) };
}
