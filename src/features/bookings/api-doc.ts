import { z } from 'zod';
import { filePart, type ApiOperations } from '#src/server/http/api-spec.ts';
import { pujaCategories, pujaSchema } from '#src/features/pujas/index.ts';
import { bookingSchema, findSchema } from './schema.ts';
import { declarationRefusals as offeringRefusals } from '#src/features/citizenship/service.ts';
import { waitlistSchema } from './waitlist-schema.ts';
import { bookingFilterSchema, cancelSchema, confirmSchema, dispatchSchema, refundSchema } from './admin-schema.ts';

/** The puja catalogue's and the bookings' part of the API document. */
const names = z.object({ en: z.string(), te: z.string() });
const puja = z.object({
  id: z.int(),
  slug: z.string().describe('The booking page is /book/<slug>'),
  category: z.enum(pujaCategories),
  name: names,
  description: names,
  price: z.int().describe('Whole rupees; 0 means an offering of the devotee’s choice of at least minOffering'),
  minOffering: z.int().optional(),
  durationMinutes: z.int(),
  weekdays: z.array(z.int()).describe('Sunday 0 to Saturday 6'),
  dates: z.array(z.string()).describe('Listed days besides the weekdays, yyyy-mm-dd'),
  startTimes: z
    .record(z.string(), z.string())
    .describe(
      'Start time per weekday, India time, 24 h: {"1": "06:30", "6": "07:00"}; a weekday without one shows no time',
    ),
  perDay: z.int(),
  minDaysAhead: z.int(),
  maxDaysAhead: z.int(),
  onBehalf: z.boolean(),
  prasadam: z.boolean(),
  enabled: z.boolean(),
  image: z.string().nullable().describe("The address of the puja's picture (its largest size), or null"),
  nextDates: z.array(z.string()).optional().describe('The next days that still have places (GET only)'),
});
/** The same fields as a form, with the picture (weekdays as '1,3,5'). */
const pujaForm = z.object({ ...pujaSchema.shape, image: filePart().optional() });
const waitlistEntry = z.object({
  id: z.int(),
  pujaId: z.int(),
  date: z.string(),
  status: z.enum(['waiting', 'offered', 'booked', 'lapsed']),
});
const address = z.object({
  address: z.string(),
  town: z.string(),
  district: z.string(),
  state: z.string(),
  pin: z.string(),
});
const booking = z.object({
  reference: z.string(),
  status: z
    .string()
    .describe('pending, confirmed, performed, dispatched, delivered, expired, refund_requested, refunded or cancelled'),
  pujaId: z.int(),
  date: z.string(),
  attendance: z.enum(['in-person', 'on-behalf']),
  devotees: z.array(
    z.object({ name: z.string(), gotram: z.string(), nakshatram: z.string(), rasi: z.string().optional() }),
  ),
  sankalpam: z.string(),
  prasadam: address.nullable(),
  price: z.number().describe('Rupees'),
  shipping: z.number().describe('Rupees'),
  total: z.number().describe('Rupees'),
  holdUntil: z.string().nullable().describe('A pending booking holds its place until then'),
  receiptNumber: z.string().nullable(),
  page: z
    .string()
    .describe(
      "The booking's own page; to the one who made it (201 of POST /api/bookings), with its secret key as ?key=",
    ),
});

const keyField = z
  .string()
  .optional()
  .describe(
    "The booking's secret key, from its link (or ?key= in the query); not needed by the account that booked it",
  );
const keyRefusal = 'Without the booking’s key: open the link from the e-mail, or ask for it at /booking';
const keyLimit = 'Too many wrong keys from this address; try again later';

export const bookingOperations: ApiOperations = {
  '/api/bookings/find': {
    post: {
      tag: 'bookings',
      summary:
        "Find my booking: the address's bookings of the last 12 months are mailed to it, each link with a new " +
        'key (earlier links stop working)',
      access: 'public',
      body: { 'application/json': findSchema },
      ok: {
        202: {
          description: 'The same answer whether or not the address has bookings',
          json: z.object({ message: z.string() }),
        },
      },
      refusals: { 429: 'Too many requests from this address or for this e-mail; the message says when to try again' },
    },
  },
  '/api/pujas': {
    get: {
      tag: 'bookings',
      summary: 'The enabled pujas, each with its next bookable dates',
      access: 'public',
      ok: { 200: { description: 'The pujas', json: z.array(puja) } },
    },
    post: {
      tag: 'bookings',
      summary: 'Add a puja to the catalogue, with a picture when sent as a form',
      access: 'admin',
      body: { 'application/json': pujaSchema, 'multipart/form-data': pujaForm },
      ok: { 201: { description: 'The puja', json: puja } },
      refusals: { 409: 'Another puja has this slug', 413: 'The picture is too large' },
    },
  },
  '/api/pujas/{id}': {
    put: {
      tag: 'bookings',
      summary: 'Change a puja; a picture sent as a form replaces its picture, none keeps it',
      access: 'admin',
      body: { 'application/json': pujaSchema, 'multipart/form-data': pujaForm },
      ok: { 200: { description: 'The puja', json: puja } },
      refusals: { 404: 'No such puja', 409: 'Another puja has this slug', 413: 'The picture is too large' },
    },
    delete: {
      tag: 'bookings',
      summary: 'Disable a puja (its bookings keep it)',
      access: 'admin',
      ok: { 200: { description: 'The puja, disabled', json: puja } },
      refusals: { 404: 'No such puja' },
    },
  },
  '/api/bookings': {
    get: {
      tag: 'bookings',
      summary: 'The bookings by day and puja, filtered by a date range (yyyy-mm-dd), a puja id and a status',
      access: 'admin',
      query: bookingFilterSchema,
      ok: { 200: { description: 'The bookings', json: z.array(booking) } },
    },
    post: {
      tag: 'bookings',
      summary:
        'Book a puja: holds one place for 15 minutes while the devotee pays. With `often` (`yearly-tithi`, ' +
        '`monthly-nakshatram`, `yearly-nakshatram`), `years` (1–10) and `masam` (1–12 from Chaitra), `tithi` ' +
        '(1–30 from Shukla Pratipada) or `star` (English name): a seva that comes back, each day from the ' +
        'panchangam holding its place, all or none; the booking answered is its first day, with the whole price',
      access: 'public',
      body: { 'application/json': bookingSchema },
      ok: {
        201: {
          description:
            'The booking, pending, its page with its key; the devotee is mailed the same link. A repeat of its ' +
            'Idempotency-Key: as it is now, without the key',
          json: booking,
        },
      },
      refusals: {
        400:
          'A field is missing or invalid; `fields` names it. ' +
          `For a puja whose amount is an offering: ${offeringRefusals}`,
        404: 'No such puja, or it is disabled',
        409:
          'The day (for a seva, one of its days, named in the message) is fully booked, or the e-mail, phone or ' +
          'device (its booking_device cookie) already holds the most unpaid bookings the office allows (3 by ' +
          'default)',
        429: 'Too many bookings from this address in the last hour (10 by default)',
      },
    },
  },
  '/api/bookings/waitlist': {
    post: {
      tag: 'bookings',
      summary:
        "Join a full day's waitlist: a freed place is offered by e-mail to the first devotee waiting, and kept " +
        'for them for 2 hours',
      access: 'public',
      body: { 'application/json': waitlistSchema },
      ok: { 201: { description: 'The entry, waiting', json: waitlistEntry } },
      refusals: {
        404: 'No such puja, or it is disabled',
        409: 'The day still has places (book it), or this e-mail is on its waitlist already',
        429: 'This e-mail joined 5 waitlists today',
      },
    },
  },
  '/api/bookings/export': {
    get: {
      tag: 'bookings',
      summary: 'The filtered bookings as CSV',
      access: 'admin',
      query: bookingFilterSchema,
      ok: { 200: { description: 'CSV', mediaType: 'text/csv' } },
    },
  },
  '/api/bookings/{reference}/confirm': {
    post: {
      tag: 'bookings',
      summary:
        'Confirm a UPI payment found in the bank statement (receipt and e-mail follow); its UTR then confirms ' +
        'nothing else, unless overrideReason says why',
      access: 'admin',
      body: { 'application/json': confirmSchema },
      ok: { 200: { description: 'The booking, confirmed', json: booking } },
      refusals: {
        404: 'No such booking',
        409:
          'Not waiting for payment; its UTR already confirmed another record (named); or its day is full now (the ' +
          'money is kept for refund)',
      },
    },
  },
  '/api/bookings/{reference}/not-received': {
    post: {
      tag: 'bookings',
      summary:
        "The office found no money for the booking's UTR: the UTR is kept as not received, the booking cancelled " +
        'and its place freed',
      access: 'admin',
      ok: { 200: { description: 'The booking, cancelled', json: booking } },
      refusals: { 404: 'No such booking', 409: 'Not waiting on a UTR (paid: refund it instead)' },
    },
  },
  '/api/bookings/{reference}/performed': {
    post: {
      tag: 'bookings',
      summary: 'Mark the puja performed, on or after its day (the devotee is told)',
      access: 'admin',
      ok: { 200: { description: 'The booking', json: booking } },
      refusals: { 404: 'No such booking', 409: 'Not confirmed, or its day is still to come (the message names it)' },
    },
  },
  '/api/bookings/{reference}/dispatch': {
    post: {
      tag: 'bookings',
      summary: 'Record the prasadam posted: courier and tracking number (the devotee is told)',
      access: 'admin',
      body: { 'application/json': dispatchSchema },
      ok: { 200: { description: 'The booking', json: booking } },
      refusals: { 404: 'No such booking', 409: 'Not confirmed, or no prasadam by post' },
    },
  },
  '/api/bookings/{reference}/refund': {
    post: {
      tag: 'bookings',
      summary:
        "Refund a paid booking, or money that came after it closed: a Razorpay payment through Razorpay's " +
        "Refunds API (once, with an idempotency key), a UPI one with the bank's reference. A seva's first " +
        'booking refunds the price and postage of its days not yet performed',
      access: 'admin',
      body: { 'application/json': refundSchema },
      ok: { 200: { description: 'The booking, refunded', json: booking } },
      refusals: {
        404: 'No such booking',
        409: 'Not paid, already performed (a seva: every day of it), or a refund already made or under way',
        502: 'Razorpay did not answer',
      },
    },
  },
  '/api/bookings/{reference}/cancel-unpaid': {
    post: {
      tag: 'bookings',
      summary: 'The office cancels a booking that was never paid; its place is freed at once',
      access: 'admin',
      ok: { 200: { description: 'The booking, cancelled', json: booking } },
      refusals: {
        404: 'No such booking',
        409:
          'Already paid (refund it instead), has a UTR (it may be paid: confirm it or mark the money not ' +
          'received), or no longer waiting for payment',
      },
    },
  },
  '/api/bookings/{reference}/cancel': {
    post: {
      tag: 'bookings',
      summary:
        "The devotee cancels with the booking's e-mail: an unpaid booking at once; one with a UTR, or a paid one " +
        'within 7 days of paying and before the puja, asks for a refund',
      access: 'public',
      body: { 'application/json': cancelSchema.extend({ key: keyField }) },
      ok: { 200: { description: 'The booking', json: booking } },
      refusals: {
        403: keyRefusal,
        404: 'No booking with this reference and e-mail',
        409: 'Too late to cancel',
        429: keyLimit,
      },
    },
  },
  '/api/bookings/{reference}/order': {
    post: {
      tag: 'bookings',
      summary: 'A Razorpay order for a pending booking, for the total the server computed',
      access: 'public',
      body: { 'application/json': z.object({ key: keyField }) },
      ok: {
        201: {
          description: 'What Checkout needs',
          json: z.object({
            reference: z.string(),
            orderId: z.string(),
            amount: z.int().describe('Paise'),
            currency: z.literal('INR'),
            keyId: z.string(),
            name: z.string(),
            email: z.string(),
          }),
        },
      },
      refusals: {
        403: keyRefusal,
        404: 'No such booking',
        409: 'Not waiting for payment',
        429: keyLimit,
        502: 'Razorpay did not answer',
        503: 'Online payment is not set up (UPI only)',
      },
    },
  },
  '/api/bookings/{reference}/verify': {
    post: {
      tag: 'bookings',
      summary: "Checkout's handler: the booking is confirmed once the signature over our stored order id checks out",
      access: 'public',
      body: {
        'application/json': z.object({
          razorpay_payment_id: z.string(),
          razorpay_order_id: z.string().optional(),
          razorpay_signature: z.string(),
        }),
      },
      ok: { 200: { description: 'The booking, confirmed', json: booking } },
      refusals: {
        400: 'The signature does not match',
        404: 'No such booking',
        409: 'Paid after the hold ran out and the day is full (refunded by the office)',
        503: 'Online payment is not set up (UPI only)',
      },
    },
  },
};
