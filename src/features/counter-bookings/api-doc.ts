import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { counterModes } from '#src/features/donations/service.ts';
import { counterBookingSchema } from './schema.ts';

/** The counter's puja booking in the API document, beside the counter's gift (POST /api/donation/counter). */
export const counterBookingOperations: ApiOperations = {
  '/api/bookings/counter': {
    post: {
      tag: 'bookings',
      summary: [
        'A puja booking paid at the ashram (cash, UPI with its UTR, cheque with its number and bank, card with its',
        'slip): booked and paid at once, taking one of the day’s places as an online booking does, with the next',
        'number of the bookings’ receipt series (PJ/…). Cash counts towards the day’s cash limit of one person with',
        'the counter’s gifts. Send an Idempotency-Key: a repeat books nothing more.',
      ].join(' '),
      access: 'admin',
      body: { 'application/json': counterBookingSchema },
      ok: {
        201: {
          description: 'Booked and paid',
          json: z.object({
            reference: z.string(),
            receiptNumber: z.string(),
            status: z.literal('confirmed'),
            pujaId: z.int(),
            date: z.string(),
            amount: z.number().describe('Rupees'),
            mode: z.enum(counterModes),
            receipt: z.string().describe('The receipt’s print page (A5, or ?paper=roll for an 80 mm roll)'),
          }),
        },
      },
      refusals: {
        400: [
          'A field is missing or invalid, the day is not offered, the amount is not the puja’s price,',
          'or cash would reach the day’s limit for one person; `fields` names it',
        ].join(' '),
        409: 'The day has no place left, or the UPI UTR already pays for another record',
      },
    },
  },
};
