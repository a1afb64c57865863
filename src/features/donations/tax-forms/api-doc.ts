import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { donationTypes, identityTypes } from '../tables.ts';
import { receiptModes } from './form-10bd.ts';

/** Forms 10BD and 10BE in the API document. */
const certificate = z.object({
  certificateNumber: z.string().describe('10BE/2026-27/0001'),
  fy: z.string().describe('The financial year, like 2026-27'),
  name: z.string(),
  address: z.string(),
  identityType: z.enum(identityTypes),
  identity: z.string().describe('Masked: only the last four characters'),
  email: z.string().nullable().describe('Where it was (or will be) e-mailed; null when the donor gave none'),
  amount: z.number().describe('Rupees'),
  amountPaise: z.int(),
  lines: z
    .array(z.object({ donationType: z.enum(donationTypes), mode: z.enum(receiptModes), amountPaise: z.int() }))
    .describe("The donor's Form 10BD rows"),
  acknowledgement: z.string().describe('The Form 10BD acknowledgement number the certificate quotes'),
  filedOn: z.string().describe('YYYY-MM-DD'),
  createdAt: z.string(),
  mailedAt: z.string().nullable(),
  url: z.string().describe('The PDF, for the donor or an Admin'),
});

export const taxFormOperations: ApiOperations = {
  '/api/donation/certificates': {
    get: {
      tag: 'donations',
      summary: 'The Form 10BE certificates of a financial year, with when each was e-mailed',
      access: 'admin',
      query: z.object({ fy: z.string().describe('The financial year, like 2026-27') }),
      ok: { 200: { description: 'The certificates, by number', json: z.array(certificate) } },
      refusals: { 400: 'Not a financial year like 2026-27' },
    },
  },
  '/api/account/certificates/{id}': {
    get: {
      tag: 'account',
      summary: "A Form 10BE certificate's PDF, for its donor or an Admin",
      access: 'signedIn',
      ok: { 200: { description: 'The certificate', mediaType: 'application/pdf' } },
      refusals: { 404: 'No such certificate of this account' },
    },
  },
};
