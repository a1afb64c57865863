import { z } from 'zod';
import { messageSchema, ownAccountOperation, type ApiOperations } from '#src/server/http/api-spec.ts';
import { correctionSchema, eraseSchema, requestDoneSchema } from './schema.ts';

/** The devotee's data rights and the office's answers in the API document. */
const request = z.object({
  id: z.int(),
  kind: z.enum(['correction', 'erasure']),
  user_id: z.int().nullable(),
  requester: z.string(),
  what_wrong: z.string(),
  should_be: z.string(),
  status: z.enum(['open', 'done']),
  created_at: z.string(),
  due_at: z.string().describe('By when the trust must answer'),
  done_at: z.string().nullable(),
  done_by: z.string().nullable(),
  note: z.string().nullable(),
});

export const dataRightsOperations: ApiOperations = {
  '/api/account/export': {
    get: ownAccountOperation({
      summary: 'Everything the site holds on the account, as a JSON file (identity numbers masked)',
      ok: { 200: { description: 'The data, as an attachment', mediaType: 'application/json' } },
    }),
  },
  '/api/account/erase': {
    post: ownAccountOperation({
      summary: 'Erase the account, the password given again; receipts are kept, unlinked, for the tax law’s period',
      body: { 'application/json': eraseSchema },
      ok: { 200: { description: 'Erased; the session ends', json: messageSchema } },
      refusals: { 400: 'The password is wrong' },
    }),
  },
  '/api/account/correction': {
    post: ownAccountOperation({
      summary: 'Ask the office to correct personal data',
      body: { 'application/json': correctionSchema },
      ok: { 201: { description: 'The request and its due date', json: z.object({ id: z.int(), dueAt: z.string() }) } },
    }),
  },
  '/api/account/withdraw-consent': {
    post: ownAccountOperation({
      summary: 'Withdraw every consent the account gave',
      ok: { 200: { description: 'Withdrawn', json: messageSchema.extend({ withdrawn: z.int() }) } },
    }),
  },
  '/api/admin/data-requests': {
    get: {
      tag: 'admin',
      summary: 'Correction and erasure requests, open ones first by due date',
      access: 'admin',
      ok: { 200: { description: 'The requests', json: z.object({ requests: z.array(request) }) } },
    },
  },
  '/api/admin/data-requests/{id}/done': {
    post: {
      tag: 'admin',
      summary: 'Mark a request done, with what was done',
      access: 'admin',
      body: { 'application/json': requestDoneSchema.omit({ id: true }) },
      ok: { 200: { description: 'Marked done', json: messageSchema } },
      refusals: { 404: 'No such request', 409: 'Already done' },
    },
  },
};
