import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';

/**
 * The trust's payment identity: where UPI money goes and what a receipt says about the payee.
 * A merchant UPI ID is expected: many UPI apps refuse amount-carrying links to personal IDs.
 */
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
});

// Plainly example values: an operator replaces them before accepting real money.
export const paymentSeed: z.infer<typeof paymentSchema> = {
  upiId: 'peetam@examplebank',
  payeeName: 'Sri Sample Peetam Trust',
  trustPan: 'AAATS0000A',
  registration80G: '',
};
