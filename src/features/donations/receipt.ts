import type { Settings } from '#src/features/settings/sections/index.ts';
import { isLang, type Lang } from '#src/i18n/index.ts';
import { receiptDocumentPdf } from '#src/features/payments/receipt-document.ts';
import { amountLines, openingLines, paymentLines } from '#src/features/payments/receipt-lines.ts';
import { receiptTexts, type ReceiptLine } from '#src/features/payments/receipt-lines.ts';
import type { DonationRow } from './repo.ts';
import { causeLabel } from './cause-label.ts';
import { donorName } from './donor-name.ts';
import { declarationLines } from '#src/features/citizenship/declaration.ts';

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
  if (donation.address) lines.push(line('donation.receipt.address', donation.address));
  const cause = causeLabel(t, donation);
  const causeEnglish = causeLabel(en, donation);
  const towards = { text: cause, english: causeEnglish === cause ? undefined : causeEnglish };
  lines.push(...amountLines(donation.amount_paise, lang), line('donation.receipt.towards', towards));
  lines.push(...paymentLines(donation, settings, lang));
  if (payment.registration80G) lines.push(line('donation.receipt.registration80G', payment.registration80G));
  lines.push(...declarationLines(donation, lang));
  return lines;
}

/** A one-page A5 PDF receipt in the donor's language; a Telugu one has the English beside, for the tax office. */
export async function receiptPdf(donation: DonationRow, settings: Settings): Promise<Uint8Array> {
  const lang = receiptLang(donation);
  const { t, both } = receiptTexts(lang);
  const note = settings.payment.registration80G ? 'donation.receipt.note80G' : 'donation.receipt.thanks';
  return receiptDocumentPdf(settings, {
    lang,
    title: t('donation.receipt.title', { receipt: donation.receipt_number ?? '' }),
    heading: both('donation.receipt.heading'),
    lines: receiptLines(donation, settings, lang),
    notes: [both(note), both('payments.receipt.electronic')],
  });
}
