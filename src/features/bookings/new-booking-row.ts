import type { FcraSettings } from '#src/features/settings/index.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import { offeringDeclaration } from './declaration.ts';
import type { BookingInput } from './schema.ts';

interface Who {
  lang: string;
  userId: number | null;
  device?: string | null;
  fcra?: FcraSettings;
}

/**
 * What every new booking row starts with, a single day's or each day of a seva that comes back:
 * the devotee's form, unpaid, nothing sent. The caller adds the day, the money and the hold.
 */
export function newBookingFields(puja: Pick<PujaRow, 'id' | 'price_rupees'>, input: BookingInput, who: Who) {
  return {
    puja_id: puja.id,
    attendance: input.attendance,
    devotees: JSON.stringify(input.devotees),
    sankalpam: input.sankalpam,
    name: input.name,
    email: input.email,
    phone: input.phone,
    prasadam: input.prasadam ? JSON.stringify(input.prasadam) : null,
    lang: who.lang,
    method: 'upi' as const,
    utr: null,
    gateway_order_id: null,
    gateway_payment_id: null,
    receipt_number: null,
    paid_at: null,
    user_id: who.userId,
    courier: null,
    tracking: null,
    refund_reference: null,
    device_id: who.device ?? null,
    ...offeringDeclaration(puja, input, who.fcra),
  };
}
