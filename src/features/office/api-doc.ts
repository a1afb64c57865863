import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { todoListLimit } from './todo.ts';

/** The office feature's part of the API document. */
const payment = z.object({
  id: z.int(),
  state: z.enum(['reported', 'refund_requested', 'paid_after_close']),
  payableType: z.enum(['booking', 'donation']),
  payableRef: z.string().describe('The booking (BK...) or donation (DN...) it pays for'),
  method: z.enum(['upi', 'razorpay']),
  paymentRef: z.string().describe('The UTR (UPI) or the gateway payment id'),
  amountPaise: z.int(),
  at: z.string().describe('When the UTR was given, or when the payment came to this state'),
});
const booking = z.object({
  reference: z.string(),
  pujaDay: z.string(),
  pujaEn: z.string(),
  pujaTe: z.string(),
  name: z.string().describe('Who booked'),
  status: z.string(),
});
const list = <I extends z.ZodType>(item: I) =>
  z.object({
    count: z.int().describe('How many in all'),
    items: z.array(item).describe(`At most ${todoListLimit} of them`),
  });

const todo = z.object({
  today: z.string().describe("The centre's day in India, YYYY-MM-DD"),
  tomorrow: z.string(),
  payments: z.object({ reported: list(payment), refund_requested: list(payment), paid_after_close: list(payment) }),
  prasadam: list(booking).describe('Confirmed or performed bookings with prasadam to post'),
  todaysPujas: list(booking).describe("Today's confirmed bookings"),
  tomorrowsPujas: list(booking),
  sevasThisWeek: list(booking).describe('Confirmed days of sevas that come back, the week after tomorrow'),
  total: z.int().describe("The admin menu's number: every item but tomorrow's pujas"),
});

export const officeOperations: ApiOperations = {
  '/api/admin/todo': {
    get: {
      tag: 'admin',
      summary:
        "The office's to-do: payments to verify, refund requests, payments after close, " +
        "prasadam to post, today's and tomorrow's pujas",
      access: 'admin',
      ok: { 200: { description: "The office's to-do", json: todo } },
    },
  },
};
