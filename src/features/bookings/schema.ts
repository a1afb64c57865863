import { z } from 'zod';
import { noticeVersionField } from '#src/features/data-rights/schema.ts';
import { asciiDigits } from '#src/i18n/digits.ts';
import { email, personName, phone } from '#src/server/validation/person-fields.ts';
import { indiaState } from '#src/server/validation/india-states.ts';
import { isIsoDay } from '#src/server/time.ts';
import { pujaLimits } from '#src/features/pujas/index.ts';
import { citizenshipRule, optionalDeclarationFields } from '#src/features/citizenship/index.ts';
// A booking's devotee rows take a devotee as the account saves one (issue 29).
import { devoteeSchema } from '#src/features/devotees/index.ts';

/**
 * The booking form's one schema (issue 15, point 3): the page's POST and POST /api/bookings.
 * Messages are dictionary keys. Whether the day is offered and has places, and whether the puja
 * posts prasadam, depend on the catalogue: the service checks them.
 */
export const bookingLimits = {
  devoteesMax: 10,
  sankalpamMax: 500,
  addressMax: 200,
  townMax: 100,
  pinDigits: 6,
  /** How long a pending booking holds its place while the devotee pays. */
  holdMinutes: 15,
};

export const prasadamSchema = z.object({
  address: z
    .string({ error: 'booking.error.address' })
    .trim()
    .min(5, 'booking.error.address')
    .max(bookingLimits.addressMax, 'booking.error.addressMax'),
  town: z
    .string({ error: 'booking.error.town' })
    .trim()
    .min(2, 'booking.error.town')
    .max(bookingLimits.townMax, 'booking.error.townMax'),
  district: z
    .string({ error: 'booking.error.district' })
    .trim()
    .min(2, 'booking.error.district')
    .max(bookingLimits.townMax, 'booking.error.townMax'),
  state: z
    .string({ error: 'booking.error.state' })
    .transform(
      (v, ctx) => indiaState(v) ?? (ctx.addIssue({ code: 'custom', message: 'booking.error.state' }), z.NEVER),
    ),
  pin: z
    .string({ error: 'booking.error.pin' })
    .transform((v) => asciiDigits(v).replace(/\s+/g, ''))
    .refine((v) => /^[1-9]\d{5}$/.test(v), 'booking.error.pin'),
});

/** Whole rupees as typed (Telugu digits too), for the offering of a puja without a fixed price. */
const rupees = z
  .union([z.number(), z.string()], { error: 'booking.error.amount' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
    const n = typeof v === 'number' ? v : /^\s*\d{1,16}\s*$/.test(asciiDigits(v)) ? Number(asciiDigits(v)) : Number.NaN;
    // Past what the site takes (₹1e15 was a 500, ₹1e300 a nine-line total): the bound's own message.
    if (n > pujaLimits.priceMax)
      return (ctx.addIssue({ code: 'custom', message: 'booking.error.offeringMax' }), z.NEVER);
    if (!Number.isInteger(n) || n < 0)
      return (ctx.addIssue({ code: 'custom', message: 'booking.error.amount' }), z.NEVER);
    return n;
  });

export const bookingSchema = z
  .object({
    pujaId: z.coerce.number({ error: 'booking.error.puja' }).int('booking.error.puja').positive('booking.error.puja'),
    date: z
      .string({ error: 'booking.error.date' })
      .transform((v) => asciiDigits(v).trim())
      .refine(isIsoDay, 'booking.error.date'),
    attendance: z.enum(['in-person', 'on-behalf'], { error: 'booking.error.attendance' }),
    devotees: z
      .array(devoteeSchema, { error: 'booking.error.devotees' })
      .min(1, 'booking.error.devotees')
      .max(bookingLimits.devoteesMax, 'booking.error.devoteesMax'),
    sankalpam: z
      .string({ error: 'booking.error.sankalpamMax' })
      .trim()
      .max(bookingLimits.sankalpamMax, 'booking.error.sankalpamMax')
      .optional()
      .transform((v) => v ?? ''),
    name: personName,
    email,
    phone,
    prasadam: prasadamSchema.optional(),
    /** The offering, for a puja whose price is 0. */
    amount: rupees,
    /** The total the page showed; when given, it must be the one the server computes. */
    total: rupees,
    terms: z.unknown().refine((v) => v === true || v === 'on' || v === 'true', 'booking.error.terms'),
    /** The citizenship declaration, which the service requires where the amount is the devotee's own offering. */
    ...optionalDeclarationFields,
    noticeVersion: noticeVersionField,
  })
  .superRefine(...citizenshipRule);
export type BookingInput = z.output<typeof bookingSchema>;

/** A posted form's flat fields (devotees.0.name, prasadam.pin, ...) in the schema's shape. */
export function bookingFromForm(body: Record<string, unknown>): Record<string, unknown> {
  const rows = new Map<number, Record<string, unknown>>();
  const prasadam: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const devotee = key.match(/^devotees\.(\d{1,2})\.(name|gotram|nakshatram|rasi|save)$/);
    if (devotee) rows.set(Number(devotee[1]), { ...rows.get(Number(devotee[1])), [devotee[2]!]: value });
    const post = key.match(/^prasadam\.(address|town|district|state|pin)$/);
    if (post) prasadam[post[1]!] = value;
  }
  const devotees = [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => ({ name: '', gotram: '', nakshatram: '', ...row }));
  return {
    ...body,
    terms: body.terms ?? '',
    devotees: Array.isArray(body.devotees) ? body.devotees : devotees,
    // The box 'post prasadam to me' decides; the address fields alone do not ask for it.
    prasadam: body.post === 'on' ? prasadam : undefined,
  };
}

/** Find my booking: the address the bookings were made with. */
export const findSchema = z.object({ email });
