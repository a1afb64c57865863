import { z } from 'zod';

/** One Zod schema per form; messages are dictionary keys (./i18n). */
export const dataRightsLimits = { textMax: 1000, noteMax: 1000, passwordMax: 200 };

/**
 * The consent field of the forms that rely on consent (sign-up, donation, booking): the version
 * of the notice the client showed. A page form sends none and is recorded with the version its
 * page showed, the one in force.
 */
export const noticeVersionField = z.coerce
  .number({ error: 'privacy.error.noticeVersion' })
  .int('privacy.error.noticeVersion')
  .min(1, 'privacy.error.noticeVersion')
  .max(9999, 'privacy.error.noticeVersion')
  .optional();

const text = (required: string) =>
  z.string({ error: required }).trim().min(2, required).max(dataRightsLimits.textMax, 'privacy.error.textMax');

export const correctionSchema = z.object({
  whatWrong: text('privacy.error.whatWrong'),
  shouldBe: text('privacy.error.shouldBe'),
});
export type CorrectionInput = z.infer<typeof correctionSchema>;

export const eraseSchema = z.object({
  password: z
    .string({ error: 'privacy.error.password' })
    .min(1, 'privacy.error.password')
    .max(dataRightsLimits.passwordMax, 'privacy.error.password'),
});

export const requestDoneSchema = z.object({
  id: z.coerce
    .number({ error: 'privacy.error.noRequest' })
    .int('privacy.error.noRequest')
    .positive('privacy.error.noRequest')
    .max(2 ** 31 - 1, 'privacy.error.noRequest'),
  note: z
    .string({ error: 'privacy.error.note' })
    .trim()
    .min(2, 'privacy.error.note')
    .max(dataRightsLimits.noteMax, 'privacy.error.textMax'),
});
