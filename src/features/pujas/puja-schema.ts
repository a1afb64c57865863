import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { isIsoDay } from '#src/server/time.ts';
import { normaliseStartTime } from './start-times.ts';

/** The catalogue's limits: one place, imported by the tests. */
export const pujaLimits = {
  nameMax: 200,
  descriptionMax: 3000,
  priceMax: 10_00_000,
  perDayMax: 1000,
  daysAheadMax: 366,
  datesMax: 100,
};

export const pujaCategories = ['parihara', 'ashram', 'homam', 'other'] as const;

const slug = z
  .string({ error: 'puja.error.slug' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'puja.error.slug')
  .max(80, 'puja.error.slug');

const text = (key: string, max: number) =>
  z
    .string({ error: `puja.error.${key}` })
    .trim()
    .min(1, `puja.error.${key}`)
    .max(max, 'puja.error.tooLong');

/** A whole number typed in a field (Telugu digits too) or sent as a number. */
const whole = (key: string, min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: `puja.error.${key}` })
    .transform((v) =>
      typeof v === 'number' ? v : /^\s*\d{1,7}\s*$/.test(asciiDigits(v)) ? Number(asciiDigits(v)) : Number.NaN,
    )
    .refine((n) => Number.isInteger(n) && n >= min && n <= max, `puja.error.${key}`);

/** A yes/no: JSON true/false, or a checkbox ('on') that is absent when unticked. */
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === 1);

const weekdays = z
  .union([z.array(z.union([z.number(), z.string()])), z.string()], { error: 'puja.error.weekdays' })
  .optional()
  .transform((v, ctx) => {
    const list = v === undefined ? [] : Array.isArray(v) ? v : v.split(',').filter((s) => s.trim() !== '');
    const days = list.map((d) => Number(typeof d === 'string' ? asciiDigits(d).trim() : d));
    if (days.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
      return (ctx.addIssue({ code: 'custom', message: 'puja.error.weekdays' }), z.NEVER);
    return [...new Set(days)].sort();
  });

/** Listed days: a JSON list, or the admin's text with one date a line (or separated by commas). */
const dates = z
  .union([z.array(z.string()), z.string()], { error: 'puja.error.dates' })
  .optional()
  .transform((v, ctx) => {
    const list = (v === undefined ? [] : Array.isArray(v) ? v : v.split(/[\s,]+/))
      .map((d) => asciiDigits(d).trim())
      .filter(Boolean);
    if (list.some((d) => !isIsoDay(d))) return (ctx.addIssue({ code: 'custom', message: 'puja.error.dates' }), z.NEVER);
    if (list.length > pujaLimits.datesMax)
      return (ctx.addIssue({ code: 'custom', message: 'puja.error.datesMax' }), z.NEVER);
    return [...new Set(list)].sort();
  });

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/**
 * Start times by weekday: {"1":"06:30"} (Sunday 0), or that as JSON text in a multipart body; an
 * empty time means none for that day.
 */
const startTimes = z
  .preprocess(
    jsonText,
    z.record(z.string(), z.string({ error: 'booking.time.invalid' }), { error: 'booking.time.invalid' }).optional(),
  )
  .transform((v, ctx) => {
    const out: Record<string, string> = {};
    for (const [day, time] of Object.entries(v ?? {})) {
      if (time.trim() === '') continue;
      const hhmm = normaliseStartTime(asciiDigits(time));
      if (!/^[0-6]$/.test(day) || !hhmm)
        return (ctx.addIssue({ code: 'custom', path: [day], message: 'booking.time.invalid' }), z.NEVER);
      out[day] = hhmm;
    }
    return out;
  });

/** The catalogue entry as the admin screen and POST/PUT /api/pujas take it. */
export const pujaSchema = z
  .object({
    slug,
    category: z.enum(pujaCategories, { error: 'puja.error.category' }),
    nameEn: text('nameEn', pujaLimits.nameMax),
    nameTe: text('nameTe', pujaLimits.nameMax),
    descriptionEn: text('descriptionEn', pujaLimits.descriptionMax),
    descriptionTe: text('descriptionTe', pujaLimits.descriptionMax),
    price: whole('price', 0, pujaLimits.priceMax),
    minRupees: whole('minRupees', 0, pujaLimits.priceMax).optional(),
    durationMinutes: whole('duration', 1, 24 * 60),
    weekdays,
    dates,
    startTimes,
    perDay: whole('perDay', 1, pujaLimits.perDayMax),
    minDaysAhead: whole('minDaysAhead', 0, pujaLimits.daysAheadMax),
    maxDaysAhead: whole('maxDaysAhead', 0, pujaLimits.daysAheadMax),
    onBehalf: flag,
    prasadam: flag,
    enabled: flag,
  })
  .superRefine((p, ctx) => {
    if (p.maxDaysAhead < p.minDaysAhead)
      ctx.addIssue({ code: 'custom', path: ['maxDaysAhead'], message: 'puja.error.window' });
    if (p.weekdays.length === 0 && p.dates.length === 0)
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'puja.error.noDays' });
  });
export type PujaInput = z.output<typeof pujaSchema>;
