import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { anyPagePutSchema, pageJsonSchema } from './schema.ts';
import { aboutTextsSchema } from './about.ts';

const texts = z.union([anyPagePutSchema.shape.texts, aboutTextsSchema]);
const pageAnswer = pageJsonSchema.extend({ page: z.string().describe('The page named in the address'), texts });

/** The editable pages' part of the API document. */
export const pageTextOperations: ApiOperations = {
  '/api/pages/{page}': {
    get: {
      tag: 'pages',
      summary:
        'The texts of an editable page (pujalu, adyatmikam, samajaseva, donate, aboutus, privacy, ' +
        'cancellation-refund, shipping, terms), every text as { en, te } in Markdown',
      access: 'public',
      ok: { 200: { description: 'The page texts and their version', json: pageAnswer } },
      refusals: { 404: 'No such editable page' },
    },
    put: {
      tag: 'pages',
      summary:
        'Replace the texts of an editable page; the body is what GET answers, edited. A `picture` (Samaaja Seva ' +
        'services, donation causes) is a built-in picture name or the address of a picture the page already ' +
        'holds; new pictures are uploaded through the /admin/pages form. A cause without a `slug` gets one made ' +
        'from its English title',
      access: 'admin',
      body: { 'application/json': anyPagePutSchema.extend({ texts }) },
      ok: { 200: { description: 'Page saved.', json: pageAnswer.extend({ message: z.string() }) } },
      refusals: {
        400:
          'A text is missing or too long, or a policy effective date is earlier than the current one (fields by ' +
          'name, e.g. texts.effectiveFrom)',
        404: 'No such editable page',
        409: 'Someone saved the page after the version sent; load it again',
      },
    },
  },
};
