import type { Settings } from '#src/features/settings/index.ts';

/**
 * The itemised notice of each form that collects personal data: what it keeps for how long, and
 * whether the form relies on consent (then the consent is recorded with its notice version).
 * The texts are privacy.notice.<form>.what / .why in the dictionaries.
 */
export const noticeForms = ['contact', 'signup', 'donation', 'booking', 'waitlist', 'findBooking', 'devotees'] as const;
export type NoticeForm = (typeof noticeForms)[number];

type Keeping = 'inquiry' | 'account' | 'tax' | 'booking' | 'waitlist' | 'none';

export const noticeItems: Record<NoticeForm, { keeping: Keeping; consent: boolean }> = {
  contact: { keeping: 'inquiry', consent: false },
  signup: { keeping: 'account', consent: true },
  donation: { keeping: 'tax', consent: true },
  booking: { keeping: 'booking', consent: true },
  waitlist: { keeping: 'waitlist', consent: false },
  findBooking: { keeping: 'none', consent: false },
  devotees: { keeping: 'account', consent: false },
};

/** The numbers a keeping text names, from the settings the office edits. */
export const keepingVars = (settings: Pick<Settings, 'privacy' | 'tax'>) => ({
  months: settings.privacy.inquiryMonths,
  days: settings.privacy.bookingDetailsDays,
  years: settings.tax.taxRecordsYears,
});
