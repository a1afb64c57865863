import { z } from 'zod';
import { isoDay } from '#src/server/validation/record-fields.ts';
import { festivals } from '../festival-rules.ts';

/** One Zod schema per form of /admin/festivals; messages are dictionary keys (../i18n). */
export const festivalLimits = { nameMax: 100, moveDays: 60 };

const keys = festivals.map((f) => f.key) as [string, ...string[]];

const name = (required: string) =>
  z.string({ error: required }).trim().min(2, required).max(festivalLimits.nameMax, 'festivals.error.nameMax');

/** Move a computed festival day (`from`) to another day. */
export const festivalMoveSchema = z.object({
  festival: z.enum(keys, { error: 'festivals.error.festival' }),
  from: isoDay(),
  day: isoDay(),
});
export type FestivalMove = z.infer<typeof festivalMoveSchema>;

/** Add a festival day the rules do not compute. */
export const festivalAddSchema = z.object({
  nameEn: name('festivals.error.nameEn'),
  nameTe: name('festivals.error.nameTe'),
  day: isoDay(),
});
export type FestivalAdd = z.infer<typeof festivalAddSchema>;

/** Undo a move or remove an added day. */
export const festivalRemoveSchema = z.object({
  id: z.coerce
    .number({ error: 'festivals.error.noOverride' })
    .int('festivals.error.noOverride')
    .positive('festivals.error.noOverride')
    .max(2 ** 31 - 1, 'festivals.error.noOverride'),
});
