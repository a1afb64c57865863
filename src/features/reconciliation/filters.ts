import { z } from 'zod';
import { isIsoDay } from '#src/server/time.ts';
import { asciiDigits } from '#src/i18n/digits.ts';
import type { LedgerFilter } from '#src/features/payments/service.ts';
import type { PayableType, PaymentMethod, PaymentState } from '#src/features/payments/index.ts';

export const paymentStates: PaymentState[] = [
  'reported',
  'verified',
  'refund_requested',
  'refunded',
  'paid_after_close',
  'not_received',
];
export const paymentMethods: PaymentMethod[] = ['upi', 'razorpay', 'office'];
export const payableTypes: PayableType[] = ['booking', 'donation'];

/** One of the allowed values, or nothing: the page ignores a filter it cannot use. */
const oneOf = <V extends string>(values: readonly V[]) =>
  z
    .string()
    .optional()
    .transform((v) => ((values as readonly string[]).includes(v ?? '') ? (v as V) : undefined));
const day = z
  .string()
  .optional()
  .transform((v) => (v && isIsoDay(asciiDigits(v)) ? asciiDigits(v) : undefined));

/** The ledger's filters from a query string: the page's GET form and the CSV download read the same. */
export const ledgerFilterSchema = z.object({
  state: oneOf(paymentStates),
  method: oneOf(paymentMethods),
  type: oneOf(payableTypes),
  from: day,
  to: day,
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 40) || undefined),
});

export function ledgerFilterOf(query: URLSearchParams): LedgerFilter {
  const f = ledgerFilterSchema.parse(Object.fromEntries(query));
  return { state: f.state, method: f.method, payableType: f.type, from: f.from, to: f.to, q: f.q };
}

/** The filter as a query string again, for the CSV link. */
export function ledgerQuery(filter: LedgerFilter): string {
  const query = new URLSearchParams();
  for (const [name, value] of [
    ['state', filter.state],
    ['method', filter.method],
    ['type', filter.payableType],
    ['from', filter.from],
    ['to', filter.to],
    ['q', filter.q],
  ]) {
    if (value) query.set(name!, value);
  }
  return query.toString();
}
