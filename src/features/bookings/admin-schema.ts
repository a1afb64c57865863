import { z } from 'zod';
import { isIsoDay } from '#src/server/time.ts';
import { asciiDigits } from '#src/i18n/digits.ts';

export const bookingStatuses = [
  'pending',
  'confirmed',
  'performed',
  'dispatched',
  'delivered',
  'expired',
  'refund_requested',
  'refunded',
  'cancelled',
] as const;

const day = z
  .string()
  .transform((v) => asciiDigits(v).trim())
  .refine((v) => v === '' || isIsoDay(v), 'record.date.invalid')
  .optional()
  .transform((v) => v || undefined);

/** The filters of /admin/bookings and GET /api/bookings: a date range, a puja, a status. */
export const bookingFilterSchema = z.object({
  from: day,
  to: day,
  puja: z
    .string()
    .optional()
    .transform((v) => (v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : undefined)),
  status: z
    .string()
    .optional()
    .transform((v) =>
      (bookingStatuses as readonly string[]).includes(v ?? '') ? (v as (typeof bookingStatuses)[number]) : undefined,
    ),
});

export const dispatchSchema = z.object({
  courier: z
    .string({ error: 'booking.error.courier' })
    .trim()
    .min(2, 'booking.error.courier')
    .max(100, 'booking.error.courier'),
  tracking: z
    .string({ error: 'booking.error.tracking' })
    .trim()
    .min(4, 'booking.error.tracking')
    .max(60, 'booking.error.tracking'),
});

export const refundSchema = z.object({
  bankReference: z.string().trim().max(100, 'booking.error.bankReference').optional(),
});

/** The office's confirmation: a reason only when the UTR already verified another record. */
export const confirmSchema = z.object({
  overrideReason: z.string().trim().max(500, 'payments.error.reasonLong').optional(),
});

export const cancelSchema = z.object({
  email: z
    .string({ error: 'form.error.emailRequired' })
    .trim()
    .min(1, 'form.error.emailRequired')
    .max(254, 'form.error.emailInvalid'),
});
