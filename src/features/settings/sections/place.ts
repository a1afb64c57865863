import { z } from 'zod';
import { asciiDigits } from '#src/i18n/digits.ts';
import { isTimeZone } from '#src/server/time.ts';

/**
 * Where the ashram is: the panchangam is reckoned for this place (sunrise, sunset and the kalams
 * depend on it) and printed in its time zone. Degrees as decimals, north and east positive.
 */
const degrees = (max: number, message: string) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? v : Number(asciiDigits(v).trim() || NaN)))
    .refine((n) => Number.isFinite(n) && Math.abs(n) <= max, message);

export const placeSchema = z.object({
  // Beyond 60° the Sun may not rise or set on some days, and a panchangam has no day to count.
  latitude: degrees(60, 'settings.error.latitude').default(15.5057),
  longitude: degrees(180, 'settings.error.longitude').default(80.0499),
  timeZone: z.string().trim().refine(isTimeZone, 'settings.error.timeZone').default('Asia/Kolkata'),
});

/** Ongole, Andhra Pradesh. */
export const placeSeed: z.infer<typeof placeSchema> = {
  latitude: 15.5057,
  longitude: 80.0499,
  timeZone: 'Asia/Kolkata',
};
