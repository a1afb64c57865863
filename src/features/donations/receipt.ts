import type { Settings } from '#src/features/settings/sections/index.ts';
import { createT, isLang, pick, type Lang } from '#src/i18n/index.ts';
import { receiptDocumentPdf, type ReceiptDocument } from '#src/features/payments/receipt-document.ts';
import { formatWholeRupees } from '#src/features/payments/money.ts';
import { maskedIdentity } from './identity.ts';
import { amountLines, openingLines, paymentLines } from '#src/features/payments/receipt-lines.ts';
import { receiptTexts, type ReceiptLine } from '#src/features/payments/receipt-lines.ts';
import type { DonationRow } from './repo.ts';
import { causeLabel } from './cause-label.ts';
import { donorName } from './donor-name.ts';

/** The cause slugs as the office's English lists name them. */
export const causeNames: Record<string, string> = {
  general: 'Where most needed',
  annadanam: 'Annadanam',
  'temple-seva': 'Temple Seva',
  'go-seva': 'Go Seva',
  orphans: 'Orphans',
  'viveka-vidyalaya': 'Viveka Vidyalaya',
  'soil-rejuvenation': 'Soil Rejuvenation',
};

/** The language the donor gave in: their receipt's. */
export const receiptLang = ({ lang }: Pick<DonationRow, 'lang'>): Lang => (isLang(lang) ? lang : 'en');

/** The receipt lines in the donor's language, shared by the PDF and the e-mail text. */
export function receiptLines(donation: DonationRow, settings: Settings, lang = receiptLang(donation)): ReceiptLine[] {
  const { payment } = settings;
  const { t, en, line } = receiptTexts(lang);
  const lines = [...openingLines(donation, lang), line('donation.receipt.donor', donorName(donation, lang))];
  if (donation.pan) lines.push(line('donation.receipt.donorPan', donation.pan));
  else if (donation.identity_type === 'pan') lines.push(line('donation.receipt.donorPan', maskedIdentity(donation)));
  if (donation.address) lines.push(line('donation.receipt.address', donation.address));
  const cause = causeLabel(t, donation);
  const causeEnglish = causeLabel(en, donation);
  const towards = { text: cause, english: causeEnglish === cause ? undefined : causeEnglish };
  lines.push(...amountLines(donation.amount_paise, lang), line('donation.receipt.towards', towards));
  lines.push(...paymentLines(donation, settings, lang));
  if (payment.registration80G) lines.push(line('donation.receipt.registration80G', payment.registration80G));
  return lines;
}

/**
 * The receipt as a document in the donor's language, for the PDF and the counter's print page. A
 * counter gift in cash above the settings' limit says it earns no 80G deduction instead of the 80G note.
 */
export function receiptDocument(donation: DonationRow, settings: Settings): ReceiptDocument {
  const lang = receiptLang(donation);
  const { t, both } = receiptTexts(lang);
  const eligible = donation.method !== 'counter' || donation.eligible_80g === 1;
  const note = settings.payment.registration80G && eligible ? 'donation.receipt.note80G' : 'donation.receipt.thanks';
  const notes = [both(note), both('payments.receipt.electronic')];
  if (!eligible && donation.pay_mode === 'cash') {
    const limit = formatWholeRupees(settings.tax.cashDeductionMaxRupees);
    const vars = (l: Lang) => ({ law: pick(settings.tax.deductionLaw, l), limit });
    const english = lang === 'te' ? createT('en')('donation.receipt.no80G', vars('en')) : undefined;
    notes.unshift({ text: t('donation.receipt.no80G', vars(lang)), english });
  }
  return {
    lang,
    title: t('donation.receipt.title', { receipt: donation.receipt_number ?? '' }),
    heading: both('donation.receipt.heading'),
    lines: receiptLines(donation, settings, lang),
    notes,
  };
}

/** A one-page A5 PDF receipt in the donor's language; a Telugu one has the English beside, for the tax office. */
export async function receiptPdf(donation: DonationRow, settings: Settings): Promise<Uint8Array> {
  return receiptDocumentPdf(settings, receiptDocument(donation, settings));
}
