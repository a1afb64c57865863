import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { stars, storedStar } from '#src/i18n/names.ts';
import type { SevaRule } from '#src/features/panchangam/index.ts';

/**
 * The booking form's 'How often' (docs/decisions/162): once, or a seva that comes back on a tithi
 * of a masam each year, on the birth star each month, or on it in a masam each year, for 1 to 10
 * years paid at once. The rest of the form is the booking's own schema.
 */
export const seriesLimits = { yearsMin: 1, yearsMax: 10 };
export const oftenChoices = ['once', 'yearly-tithi', 'monthly-nakshatram', 'yearly-nakshatram'] as const;

const whole = (min: number, max: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => Number(typeof v === 'string' ? asciiDigits(v).trim() || 'x' : v))
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

const star = z.string({ error: 'booking.series.error.star' }).transform((v, ctx) => {
  const name = storedStar(v);
  if (!name) return (ctx.addIssue({ code: 'custom', message: 'booking.series.error.star' }), z.NEVER);
  return (stars.en as readonly string[]).indexOf(name) + 1;
});

const years = whole(seriesLimits.yearsMin, seriesLimits.yearsMax, 'booking.series.error.years');
const masam = whole(1, 12, 'booking.series.error.masam');

export const seriesSchema = z.discriminatedUnion(
  'often',
  [
    z.object({ often: z.literal('yearly-tithi'), years, masam, tithi: whole(1, 30, 'booking.series.error.tithi') }),
    z.object({ often: z.literal('monthly-nakshatram'), years, star }),
    z.object({ often: z.literal('yearly-nakshatram'), years, masam, star }),
  ],
  { error: 'booking.series.error.often' },
);
export type SeriesInput = z.output<typeof seriesSchema>;

/** The rule the panchangam reckons the days by. */
export function ruleOf(input: SeriesInput): SevaRule {
  if (input.often === 'yearly-tithi') return { kind: input.often, masam: input.masam, tithi: input.tithi };
  if (input.often === 'monthly-nakshatram') return { kind: input.often, nakshatram: input.star };
  return { kind: input.often, masam: input.masam, nakshatram: input.star };
}

/** Whether the post asks for a seva that comes back (a missing or unknown choice books once). */
export const asksSeries = (body: Record<string, unknown>) =>
  typeof body.often === 'string' && body.often !== '' && body.often !== 'once';
