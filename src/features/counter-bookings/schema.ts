import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { isIsoDay } from '#src/server/time.ts';
import { email, personName, phone } from '#src/server/validation/person-fields.ts';
import { citizenshipRule, optionalDeclarationFields } from '#src/features/citizenship/index.ts';
import {
  parseRupees,
  blankToUndefined,
  checkDetails,
  counterLimits,
  counterModes,
  optionalText,
} from '#src/features/donations/service.ts';

/**
 * The one schema of a puja booking paid at the counter: the page's POST and POST
 * /api/bookings/counter. The devotee's name, the puja and its day; phone and e-mail optional (the
 * devotee stands at the counter); how it was paid with the counter's own checks of each mode.
 * Messages are dictionary keys; whether the day is offered and has a place is the service's.
 */
const wholeRupees = z.unknown().transform((v, ctx) => {
  const rupees = parseRupees(v);
  if (Number.isNaN(rupees) || !Number.isInteger(rupees) || rupees < 1) {
    ctx.addIssue({ code: 'custom', message: 'donation.error.amountWhole' });
    return z.NEVER;
  }
  return rupees;
});
const offering = z.preprocess(blankToUndefined, wholeRupees.optional());

export const counterBookingSchema = z
  .object({
    pujaId: z.coerce.number({ error: 'booking.error.puja' }).int('booking.error.puja').positive('booking.error.puja'),
    date: z
      .string({ error: 'booking.error.date' })
      .transform((v) => asciiDigits(v).trim())
      .refine(isIsoDay, 'booking.error.date'),
    name: personName,
    email: z.preprocess(blankToUndefined, email.optional()),
    phone: z.preprocess(blankToUndefined, phone.optional()),
    /** The offering, for a puja whose amount is the devotee's own. */
    amount: offering,
    mode: z.enum(counterModes, { error: 'counter.error.mode' }),
    reference: optionalText(counterLimits.detailsMax, 'counter.error.referenceMax'),
    ...optionalDeclarationFields,
    /** The receipt's language: the devotee's, which may differ from the screen's. */
    lang: z.enum(['en', 'te']).optional(),
  })
  .superRefine(...citizenshipRule)
  .transform((value, ctx) => {
    const { details, problem } = checkDetails(value.mode, value.reference);
    if (problem) ctx.addIssue({ code: 'custom', path: ['reference'], message: problem });
    return { ...value, reference: details };
  });
export type CounterBookingInput = z.output<typeof counterBookingSchema>;
