import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { statuses } from './admin/filters.ts';
import { donationSchema } from './schema.ts';
import { donationTypes, identityTypes } from './tables.ts';
import { declarationDoc, declarationRefusals } from '#src/features/citizenship/service.ts';
import { counterSchema, counterModes } from './counter/schema.ts';
import { taxFormOperations } from './tax-forms/api-doc.ts';

/** The donations' part of the API document. */
const reference = z.string().describe("The donation reference, as the donor's page shows it");

const donation = z.object({
  reference,
  amount: z.number().describe('Rupees'),
  amountPaise: z.int(),
  cause: z.string().describe('The cause slug'),
  causeName: z
    .string()
    .describe(
      'The cause in English as the receipt names it; a cause staff added keeps the name ' +
        'it had when the donation was made',
    ),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  identity: z
    .object({
      type: z.enum(identityTypes),
      masked: z.string().describe('Only the last four characters: XXXXXX234F, XXXX XXXX 1234'),
    })
    .nullable()
    .describe("The donor's identity for the 80G deduction, masked; the whole number is only in the Form 10BD file"),
  eligible80G: z.boolean().describe('Whether the cause offered the 80G deduction when the donation was made'),
  donationType: z.enum(donationTypes).describe('Form 10BD donation type'),
  address: z.string().nullable(),
  family: z.array(z.object({ relation: z.string(), name: z.string() })),
  message: z.string(),
  method: z.string(),
  status: z.enum(statuses),
  utr: z.string().nullable(),
  paymentId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  ...declarationDoc,
});

const incompleteStatement = 'Rows without an identity number or an address; /admin/donations/tax-forms lists them';

const order = z.object({
  reference,
  orderId: z.string(),
  amount: z.int().describe('Paise'),
  currency: z.literal('INR'),
  keyId: z.string(),
  name: z.string(),
  email: z.string(),
});
const lang = z.object({ lang: z.enum(['en', 'te']).optional().describe('The language of the answer') });
const gatewayRefusals = {
  503: 'Online payment is not set up (UPI only)',
  429: 'Too many orders from this address; wait and try again',
};

const foreignRefusal = 'a foreign citizen (no FCRA registration)';
const cashRefusal = 'cash of the refusal amount or more from one person in a day';

export const donationOperations: ApiOperations = {
  '/api/donation': {
    get: {
      tag: 'donations',
      summary: 'The donations, newest first, filtered by status and India dates',
      access: 'admin',
      query: z.object({
        status: z.enum(statuses).optional(),
        from: z.string().optional().describe('YYYY-MM-DD'),
        to: z.string().optional().describe('YYYY-MM-DD'),
      }),
      ok: { 200: { description: 'The donations', json: z.array(donation) } },
      refusals: { 400: 'A filter is not a status or a real day; `fields` names it' },
    },
  },
  '/api/donation/export': {
    get: {
      tag: 'donations',
      summary: "The Form 10BD statement of a financial year, as CSV in the income-tax portal's columns",
      access: 'admin',
      query: z.object({ fy: z.string().describe('The financial year, like 2026-27') }),
      ok: { 200: { description: 'The statement', mediaType: 'text/csv' } },
      refusals: { 400: 'Not a financial year like 2026-27', 409: incompleteStatement },
    },
  },
  '/api/donation/counter': {
    post: {
      tag: 'donations',
      summary: [
        'A gift paid at the ashram (cash, UPI with its UTR, cheque with its number and bank, card with its slip),',
        'recorded as received with the next receipt number of the series online donations use.',
        'Send an Idempotency-Key: a repeat records nothing more.',
      ].join(' '),
      access: 'admin',
      body: { 'application/json': counterSchema },
      ok: {
        201: {
          description: "Recorded; eligible80G is false for cash above the settings' limit",
          json: z.object({
            reference,
            receiptNumber: z.string(),
            eligible80G: z.boolean(),
            status: z.literal('received'),
            amount: z.number().describe('Rupees'),
            mode: z.enum(counterModes),
            receiptPdf: z.string().describe('The receipt as PDF'),
          }),
        },
      },
      refusals: {
        400: `A field is missing or invalid, ${foreignRefusal}, or ${cashRefusal}; \`fields\` names it`,
        409: 'The UPI UTR already pays for another record',
      },
    },
  },
  '/api/donation/create-order': {
    post: {
      tag: 'donations',
      summary:
        "A Razorpay order for a pending donation ({ reference }), or for a new one from the donation form's fields",
      access: 'public',
      query: lang,
      body: { 'application/json': z.union([z.object({ reference }), donationSchema]) },
      ok: { 201: { description: 'What Razorpay Checkout needs', json: order } },
      refusals: {
        ...gatewayRefusals,
        400: `A field is missing or invalid; \`fields\` names it. ${declarationRefusals}`,
        404: 'No such donation',
        409: 'The donation is no longer pending, or is a foreign contribution (paid into the FCRA account only)',
        502: 'Razorpay did not answer; try again',
      },
    },
  },
  '/api/donation/verify': {
    post: {
      tag: 'donations',
      summary: "Checkout's signed answer: marks the donation paid when the signature checks out",
      access: 'public',
      query: lang,
      body: {
        'application/json': z.object({
          reference,
          razorpay_payment_id: z.string(),
          razorpay_order_id: z.string(),
          razorpay_signature: z.string(),
        }),
      },
      ok: {
        200: {
          description: 'Paid',
          json: z.object({ reference, status: z.enum(statuses), receiptNumber: z.string().nullable() }),
        },
      },
      refusals: { 400: 'The signature does not match', 404: 'No such donation', 503: gatewayRefusals[503] },
    },
  },
  '/api/donation/webhook': {
    post: {
      tag: 'donations',
      summary:
        "Razorpay's webhook (payment.captured, order.paid), signed with RAZORPAY_WEBHOOK_SECRET: " +
        'records the payment in the ledger and confirms the donation or puja booking the order was made for; ' +
        "a record that closed keeps it for refund ('recorded')",
      access: 'signature',
      body: { 'application/json': z.object({ event: z.string(), payload: z.record(z.string(), z.unknown()) }) },
      ok: {
        200: {
          description: 'Handled (or already handled)',
          json: z.object({ handled: z.enum(['confirmed', 'recorded', 'repeated', 'ignored']) }),
        },
      },
      refusals: {
        400: 'The signature does not match, or the body is not an event object',
        503: 'Webhooks are not configured',
      },
    },
  },
  ...taxFormOperations,
};
