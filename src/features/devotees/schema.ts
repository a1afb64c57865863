import { z } from 'zod';
import { personName } from '#src/server/validation/person-fields.ts';
import { storedRasi, storedStar } from '#src/i18n/names.ts';

/**
 * A devotee as every form takes one: a booking's rows, an account's saved devotees and whatever
 * asks for them next. One set of rules, so a devotee booked can be saved and one saved can be
 * booked (issue 29). Stars and rasis are stored by their English name, whatever was posted.
 */
export const devoteeLimits = { gotramMin: 2, gotramMax: 60 };

const gotram = z
  .string({ error: 'devotee.error.gotramRequired' })
  .trim()
  .min(devoteeLimits.gotramMin, 'devotee.error.gotramRequired')
  .max(devoteeLimits.gotramMax, 'devotee.error.gotramMax')
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u, 'devotee.error.gotramLetters');

const nakshatram = z
  .string({ error: 'devotee.error.nakshatram' })
  .transform(
    (v, ctx) => storedStar(v) ?? (ctx.addIssue({ code: 'custom', message: 'devotee.error.nakshatram' }), z.NEVER),
  );

// A form's empty choice is no rasi; a JSON client may send null for it.
const rasi = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string({ error: 'devotee.error.rasi' })
    .transform((v, ctx) => storedRasi(v) ?? (ctx.addIssue({ code: 'custom', message: 'devotee.error.rasi' }), z.NEVER))
    .optional(),
);

export const devoteeSchema = z.object({ name: personName, gotram, nakshatram, rasi });
export type DevoteeInput = z.infer<typeof devoteeSchema>;
