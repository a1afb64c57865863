import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * The trust's payment identity: where UPI money goes and what a receipt says about the payee.
 * A merchant UPI ID is expected: many UPI apps refuse amount-carrying links to personal IDs.
 */
const rupeesField = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? v : asciiDigits(v).trim() === '' ? 0 : Number(asciiDigits(v).trim())))
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= 100_000, 'settings.error.rupees');

/** A hold limit (puja bookings); left empty, or absent from an older saved section, it is the default. */
const holdCount = (fallback: number) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) =>
      v === undefined || (typeof v === 'string' && asciiDigits(v).trim() === '')
        ? fallback
        : typeof v === 'number'
          ? v
          : Number(asciiDigits(v).trim()),
    )
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'settings.holds.error');

export const paymentSchema = z.object({
  upiId: z
    .string()
    .trim()
    .min(1)
    .regex(/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, 'settings.error.upi'),
  payeeName: z.string().trim().min(3).max(100),
  /** The trust's own PAN, printed on receipts. */
  trustPan: z
    .string()
    .trim()
    .overwrite(asciiDigits)
    .toUpperCase()
    .min(1)
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, 'settings.error.pan'),
  /** The 80G registration number; receipts mention 80G only when it is set. */
  registration80G: z.string().trim().max(100),
  /** Prasadam by post (puja bookings): a flat charge in rupees, free from an order value (0: never). */
  shippingFlatRupees: rupeesField.default(80),
  shippingFreeFromRupees: rupeesField.default(2000),
  /** Puja bookings: unpaid holds one e-mail, one phone, one device may have at once; bookings per address an hour. */
  holdsPerEmail: holdCount(3),
  holdsPerPhone: holdCount(3),
  holdsPerDevice: holdCount(3),
  bookingsPerAddressHour: holdCount(10),
});

// Plainly example values: an operator replaces them before accepting real money.
export const paymentSeed: z.infer<typeof paymentSchema> = {
  upiId: 'peetam@examplebank',
  payeeName: 'Sri Sample Peetam Trust',
  trustPan: 'AAATS0000A',
  registration80G: '',
  shippingFlatRupees: 80,
  shippingFreeFromRupees: 2000,
  holdsPerEmail: 3,
  holdsPerPhone: 3,
  holdsPerDevice: 3,
  bookingsPerAddressHour: 10,
};
