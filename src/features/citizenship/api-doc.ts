import { z } from 'zod';
import { citizenships } from './schema.ts';

/** The declaration as the API's answers carry it. */
export const declarationDoc = {
  citizenship: z
    .enum(citizenships)
    .nullable()
    .describe("The donor's declaration; null for a record made before it was asked"),
  passport: z.string().nullable().describe("An Indian citizen abroad's passport, masked (XXXX4567)"),
  fcraRegistration: z.string().nullable().describe('The FCRA registration a foreign contribution was accepted under'),
};

/** What a client is told of the declaration's refusals. */
export const declarationRefusals = [
  '`citizenship` is required (resident, nri or foreign);',
  '`passport` (one letter and seven digits) is required for nri;',
  '`citizenship` foreign is refused (the Foreign Contribution (Regulation) Act)',
  'until the centre sets its FCRA registration and account.',
].join(' ');
