import type { Settings } from '#src/features/settings/index.ts';
import { isLang, pick, type Lang } from '#src/i18n/index.ts';
import {
  receiptDocumentPdf,
  type Bilingual,
  type ReceiptDocument,
  amountLines,
  openingLines,
  paymentLines,
  receiptTexts,
  type ReceiptLine,
} from '#src/features/payments/service.ts';
import { formatWholeRupees } from '#src/features/payments/index.ts';
import type { DonationRow } from './repo.ts';
import { causeLabel } from './cause-label.ts';
import { donorName } from './donor-name.ts';
import { maskedIdentity } from './identity.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { declarationLines } from '#src/features/citizenship/service.ts';

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

/** Whether the receipt offers the 80G deduction: the cause qualified, and the trust has a registration. */
export function offers80G(donation: Pick<DonationRow, 'eligible_80g'>, settings: Settings): boolean {
  const registered = settings.payment.registration80G.trim() !== '';
  return registered && Number(donation.eligible_80g) === 1;
}

/** The 80G registration's validity as the settings hold it; undefined when neither end is set. */
function validity(settings: Settings, lang: Lang): Bilingual | undefined {
  const { registration80GFrom: from, registration80GUntil: until } = settings.tax;
  if (!from && !until) return undefined;
  const which = from && until ? 'FromUntil' : from ? 'From' : 'Until';
  const days = { from: from && formatDay(from), until: until && formatDay(until) };
  return receiptTexts(lang).both(`donation.receipt.valid${which}`, days);
}

/** The receipt lines in the donor's language, shared by the PDF and the e-mail text. */
export function receiptLines(donation: DonationRow, settings: Settings, lang = receiptLang(donation)): ReceiptLine[] {
  const { payment } = settings;
  const { t, en, line } = receiptTexts(lang);
  const lines = [...openingLines(donation, lang), line('donation.receipt.donor', donorName(donation, lang))];
  // The donor's identity masked, as banks print it: the receipt travels by e-mail and on paper.
  const identity = maskedIdentity(donation);
  const type = donation.identity_type;
  if (identity && type) lines.push(line(`donation.receipt.identity.${type}`, identity));
  if (donation.address) lines.push(line('donation.receipt.address', donation.address));
  const cause = causeLabel(t, donation);
  const causeEnglish = causeLabel(en, donation);
  const towards = { text: cause, english: causeEnglish === cause ? undefined : causeEnglish };
  lines.push(...amountLines(donation.amount_paise, lang), line('donation.receipt.towards', towards));
  lines.push(...paymentLines(donation, settings, lang));
  if (offers80G(donation, settings)) {
    lines.push(line('donation.receipt.registration80G', payment.registration80G));
    const valid = validity(settings, lang);
    if (valid) lines.push(line('donation.receipt.validity80G', valid));
  }
  lines.push(...declarationLines(donation, lang));
  return lines;
}

/** The closing note: the deduction in the law's words from the settings, or thanks. */
function closingNote(donation: DonationRow, settings: Settings, lang: Lang): Bilingual {
  const { t, en, both } = receiptTexts(lang);
  if (!offers80G(donation, settings)) return both('donation.receipt.thanks');
  const law = settings.tax.deductionLaw;
  const text = t('donation.receipt.note80G', { law: lang === 'te' ? law.te || law.en : law.en });
  return { text, english: lang === 'te' ? en('donation.receipt.note80G', { law: law.en }) : undefined };
}

/** Why a cash gift above the settings' limit earns no 80G deduction; undefined for any other gift. */
function cashNote(donation: DonationRow, settings: Settings, lang: Lang): Bilingual | undefined {
  if (donation.pay_mode !== 'cash' || Number(donation.eligible_80g) === 1) return undefined;
  if (donation.amount_paise <= settings.tax.cashDeductionMaxRupees * 100) return undefined;
  const { t, en } = receiptTexts(lang);
  const vars = (l: Lang) => ({
    law: pick(settings.tax.deductionLaw, l),
    limit: formatWholeRupees(settings.tax.cashDeductionMaxRupees),
  });
  return {
    text: t('donation.receipt.no80G', vars(lang)),
    english: lang === 'te' ? en('donation.receipt.no80G', vars('en')) : undefined,
  };
}

/** The receipt as a document in the donor's language, for the PDF and the counter's print page. */
export function receiptDocument(donation: DonationRow, settings: Settings): ReceiptDocument {
  const lang = receiptLang(donation);
  const { t, both } = receiptTexts(lang);
  const cash = cashNote(donation, settings, lang);
  return {
    lang,
    title: t('donation.receipt.title', { receipt: donation.receipt_number ?? '' }),
    heading: both('donation.receipt.heading'),
    lines: receiptLines(donation, settings, lang),
    notes: [...(cash ? [cash] : []), closingNote(donation, settings, lang), both('payments.receipt.electronic')],
  };
}

/** A one-page A5 PDF receipt in the donor's language; a Telugu one has the English beside, for the tax office. */
export async function receiptPdf(donation: DonationRow, settings: Settings): Promise<Uint8Array> {
  return receiptDocumentPdf(settings, receiptDocument(donation, settings));
}
