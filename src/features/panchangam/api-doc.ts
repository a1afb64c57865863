import { z } from 'zod';
import type { ApiOperations } from '#src/server/http/api-spec.ts';
import { MAX_SPAN_DAYS, panchangamQuerySchema } from './query.ts';

/** The panchangam's part of the API document. */
const name = z.object({ en: z.string(), te: z.string() });
const time = z.string().describe('ISO 8601 with the offset of the ashram, e.g. 2026-03-19T06:14:05+05:30');
const limb = (what: string) => z.object({ number: z.number().int().describe(what), name, endsAt: time });
const span = z.object({ start: time, end: time });

const daySchema = z.object({
  date: z.string().describe('YYYY-MM-DD; the day runs from sunrise to the next sunrise'),
  sunrise: time,
  sunset: time,
  vaaram: z.object({ number: z.number().int().describe('1 Sunday … 7 Saturday'), name }),
  tithi: limb('1–30 from Shukla Pratipada (15 Pournami, 30 Amavasya), as at sunrise').extend({
    paksham: z.object({ number: z.number().int().describe('1 Shukla, 2 Krishna'), name }),
  }),
  nakshatram: limb('1–27 from Ashwini, as at sunrise'),
  yogam: limb('1–27 from Vishkambha'),
  karanam: limb('1–11: Bava … Vishti, Shakuni, Chatushpada, Naga, Kimstughna'),
  masam: limb('1–12 from Chaitra, amanta').extend({
    adhika: z.boolean().describe('A month in which the Sun enters no rasi'),
    nija: z.boolean().describe('The month of the same name after an adhika one'),
  }),
  ruthuvu: limb('1–6 from Vasanta'),
  ayanam: limb('1 Uttarayanam, 2 Dakshinayanam'),
  samvatsaram: limb('1–60 from Prabhava; the year begins at Ugadi'),
  rahuKalam: span,
  yamagandam: span,
  gulikaKalam: span,
});

export const panchangamOperations: ApiOperations = {
  '/api/panchangam': {
    get: {
      tag: 'panchangam',
      summary: `The panchangam at the ashram for a day, or for each day of a span of at most ${MAX_SPAN_DAYS} days`,
      access: 'public',
      query: panchangamQuerySchema,
      ok: {
        200: {
          description: 'The day (an object), or the span (a list of days)',
          json: z.union([daySchema, z.array(daySchema)]),
        },
      },
      refusals: {
        400:
          'A day is not a real day written YYYY-MM-DD, is outside 1900–2100, ' +
          'or the span is incomplete, backwards or too long',
      },
    },
  },
};
