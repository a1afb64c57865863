import { z } from 'zod';
import { bilingual } from './text.ts';

/**
 * What the personal-data law asks the trust to tell devotees and to keep to, as data the office
 * edits with its lawyer: the grievance officer, the notice's version, how long each kind of data
 * is kept and how many days a request may wait. docs/compliance.md names the source of each.
 */
const days = (max: number) => z.coerce.number().int().min(1).max(max);

export const privacySchema = z.object({
  /** Raised whenever the notice's content changes: each consent records the version it was given on. */
  noticeVersion: z.coerce.number().int().min(1).max(9999).default(1),
  /** The person who answers devotees' grievances (DPDP Act 2023, s.8(10) and s.13). */
  grievanceName: bilingual(120),
  grievanceEmail: z.email('settings.error.email').max(200),
  grievancePhone: z.string().trim().min(6).max(40),
  /** Days the trust gives itself to answer a correction, erasure or grievance. */
  answerDays: days(365).default(90),
  /** Months a message sent through the contact forms is kept, then deleted. */
  inquiryMonths: days(120).default(24),
  /** Days after its puja a finished booking keeps the devotees' names, gotram, sankalpam and address. */
  bookingDetailsDays: days(3650).default(365),
});

export const privacySeed: z.infer<typeof privacySchema> = {
  noticeVersion: 1,
  grievanceName: { en: 'The Trust Secretary', te: 'ట్రస్ట్ కార్యదర్శి' },
  grievanceEmail: 'privacy@example.org',
  grievancePhone: '+91 98480 00000',
  answerDays: 90,
  inquiryMonths: 24,
  bookingDetailsDays: 365,
};
