import { z } from 'zod';
import { isIsoDay } from '#src/server/time.ts';
import { dayNumber } from './clock.ts';

/** The most days one request may ask for: a year, leap day included. */
export const MAX_SPAN_DAYS = 366;
/** The years the reckoning is checked for; the library and the ayanamsa hold well beyond, the tests do not. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const day = z
  .string()
  .trim()
  .refine(isIsoDay, { message: 'panchangam.error.date', abort: true })
  .refine((d) => Number(d.slice(0, 4)) >= FIRST_YEAR && Number(d.slice(0, 4)) <= LAST_YEAR, 'panchangam.error.years');

/** The one schema of a panchangam request, the page's date picker and the API alike: a day, or a span of days. */
export const panchangamQuerySchema = z
  .object({
    date: day.optional().describe("The day, YYYY-MM-DD (the ashram's today when nothing is asked)"),
    from: day.optional().describe('The first day of a span, YYYY-MM-DD'),
    to: day.optional().describe(`The last day of a span, YYYY-MM-DD, at most ${MAX_SPAN_DAYS} days in all`),
  })
  .superRefine((q, ctx) => {
    const span = q.from !== undefined || q.to !== undefined;
    if (span && (q.date !== undefined || q.from === undefined || q.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.from === undefined ? 'from' : 'to'], message: 'panchangam.error.which' });
      return;
    }
    if (!span || q.from === undefined || q.to === undefined) return;
    const days = dayNumber(q.to) - dayNumber(q.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'panchangam.error.order' });
    else if (days > MAX_SPAN_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'panchangam.error.span' });
  });
