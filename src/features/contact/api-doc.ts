import { z } from 'zod';
import { messageSchema, type ApiOperations } from '#src/server/http/api-spec.ts';
import { contactPageSchema, contactSchema } from './schema.ts';

/** The contact feature's part of the API document. */
const inquiry = z.object({
  id: z.int(),
  firstName: z.string().describe('For a /contact message, the full name'),
  lastName: z.string().describe('Empty for a /contact message'),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string().nullable().describe('Only /contact messages have one'),
  message: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable().describe('When the office marked it answered; null while it waits for a reply'),
  answeredBy: z.string().nullable().describe('The administrator who marked it answered'),
});

export const contactOperations: ApiOperations = {
  '/api/contact': {
    get: {
      tag: 'contact',
      summary: 'The inquiries, newest first',
      access: 'admin',
      ok: { 200: { description: 'The inquiries', json: z.array(inquiry) } },
    },
    post: {
      tag: 'contact',
      summary: 'Send a contact message (the /contactus fields, or the /contact fields with form=contact)',
      access: 'public',
      body: { 'application/json': z.union([contactSchema, contactPageSchema.extend({ form: z.literal('contact') })]) },
      ok: { 201: { description: 'Contact details sent successfully!', json: messageSchema } },
    },
  },
  '/api/contact/{id}/answered': {
    post: {
      tag: 'contact',
      summary: 'Mark an inquiry answered once the office has replied (again: no change)',
      access: 'admin',
      ok: { 200: { description: 'The inquiry, answered', json: inquiry } },
      refusals: { 404: 'No such inquiry' },
    },
  },
};
