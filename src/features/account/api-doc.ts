import { z } from 'zod';
import { messageSchema, ownAccountOperation, type ApiOperations } from '#src/server/http/api-spec.ts';
import { confirmSchema, devoteeSchema, passwordChangeSchema } from './schema.ts';

/** The devotee's account in the API document (/api/account/*): the caller's own records only. */
const devotee = z.object({
  id: z.int(),
  name: z.string(),
  gotram: z.string(),
  nakshatram: z.string(),
  rasi: z.string().nullable(),
});
const donation = z.object({
  reference: z.string(),
  amount: z.number().describe('Rupees'),
  cause: z.string(),
  status: z.enum(['pending', 'submitted', 'paid', 'received']),
  method: z.enum(['upi', 'razorpay']),
  receiptNumber: z.string().nullable(),
  receiptUrl: z.string().nullable().describe('The receipt PDF, once the money is confirmed'),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
const account = z.object({
  profile: z.object({
    name: z.string(),
    email: z.string(),
    role: z.enum(['User', 'Admin']),
    emailConfirmed: z.boolean(),
    confirmationSentAt: z.string().nullable(),
  }),
  donations: z
    .array(donation)
    .describe('Given while signed in, and with the account’s address while signed out once it is confirmed'),
  devotees: z.array(devotee),
});

/** The answer to confirming the address, or to asking for a new link. */
const confirmation = messageSchema.extend({ emailConfirmed: z.boolean() });

export const accountPageOperations: ApiOperations = {
  '/api/account': {
    get: ownAccountOperation({
      summary: 'The signed-in account: profile, donations and saved devotees',
      ok: { 200: { description: 'The account', json: account } },
    }),
  },
  '/api/account/devotees': {
    post: ownAccountOperation({
      summary: 'Save a devotee (nakshatram and rasi by their English names)',
      body: { 'application/json': devoteeSchema },
      ok: { 201: { description: 'The saved devotee', json: devotee } },
      refusals: { 409: 'The account keeps as many devotees as it may' },
    }),
  },
  '/api/account/devotees/{id}': {
    put: ownAccountOperation({
      summary: 'Change a saved devotee',
      body: { 'application/json': devoteeSchema },
      ok: { 200: { description: 'The saved devotee', json: devotee } },
      refusals: { 404: 'The account has no such devotee' },
    }),
    delete: ownAccountOperation({
      summary: 'Remove a saved devotee',
      ok: { 200: { description: 'Removed', json: messageSchema } },
      refusals: { 404: 'The account has no such devotee' },
    }),
  },
  '/api/account/password': {
    post: ownAccountOperation({
      summary: "Change the password; the account's other sessions end",
      body: { 'application/json': passwordChangeSchema },
      ok: { 200: { description: 'Changed', json: messageSchema } },
    }),
  },
  '/api/account/confirm-email': {
    post: ownAccountOperation({
      summary: "With a token: confirm the account's e-mail address. Without: mail a new confirmation link",
      body: { 'application/json': confirmSchema.partial() },
      ok: {
        200: { description: 'Confirmed, or already confirmed', json: confirmation },
        202: { description: 'A link was mailed', json: confirmation },
      },
    }),
  },
  '/api/account/receipts/{reference}': {
    get: ownAccountOperation({
      summary: "A donation's receipt PDF, for its donor or an Admin",
      ok: { 200: { description: 'The receipt', mediaType: 'application/pdf' } },
      refusals: { 404: 'No such donation of this account', 409: 'The money is not confirmed yet' },
    }),
  },
};
