import type { Settings } from '#src/features/settings/index.ts';
import { isLang, type Lang } from '#src/i18n/index.ts';
import { formatDay } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { receiptDocumentPdf, amountLines, receiptTexts, type ReceiptLine } from '#src/features/payments/service.ts';
import { unseal } from '#src/server/sealed/index.ts';
import { form10BDDonationTypes, form10BDIdCodes, form10BDModes } from './form-10bd.ts';
import type { CertificateRow } from './repo.ts';

/**
 * Form No. 10BE (Rule 18AB), the certificate of donation: the trust and its 80G registration,
 * the donor and their identity number as the form asks for it (whole: it is the donor's own
 * document, and the only place outside the 10BD file where the number is opened), each 10BD row
 * of the donor, the year and the statement's acknowledgement. In the donor's language, the
 * English beside a Telugu text, like the receipts.
 */
export const certificateLang = (c: Pick<CertificateRow, 'lang'>): Lang => (isLang(c.lang) ? c.lang : 'en');

export function certificateLines(c: CertificateRow, settings: Settings, lang = certificateLang(c)): ReceiptLine[] {
  const { t, line } = receiptTexts(lang);
  const { payment, tax, contacts } = settings;
  const office = contacts.officeAddress;
  const trustAddress = lang === 'te' && office.te ? { text: office.te, english: office.en } : { text: office.en };
  const idCode = form10BDIdCodes[c.identity_type];
  const number = unseal(c.identity_sealed);
  const identity = {
    text: `${t(`taxForms.identity.${c.identity_type}`)} (${idCode.code}): ${number}`,
    english: lang === 'te' ? `${idCode.value} (${idCode.code}): ${number}` : undefined,
  };
  const lines = [
    line('taxForms.certificate.number', c.certificate_number),
    line('taxForms.certificate.trust', payment.payeeName),
    line('taxForms.certificate.trustAddress', trustAddress),
    line('payments.receipt.trustPan', payment.trustPan),
    line('taxForms.certificate.registration', payment.registration80G || '—'),
    line('taxForms.certificate.registeredOn', tax.registration80GFrom ? formatDay(tax.registration80GFrom) : '—'),
    line('taxForms.certificate.section', tax.form10BDSection),
    line('taxForms.certificate.year', c.fy),
    line('taxForms.certificate.acknowledgement', c.acknowledgement),
    line('taxForms.certificate.filedOn', formatDay(c.filed_on)),
    line('taxForms.certificate.donor', c.name),
    line('taxForms.certificate.donorAddress', c.address),
    line('taxForms.certificate.identity', identity),
  ];
  for (const l of c.lines) {
    const kind = {
      text: t(`taxForms.type.${l.donationType}`),
      english: lang === 'te' ? form10BDDonationTypes[l.donationType] : undefined,
    };
    const mode = { text: t(`taxForms.mode.${l.mode}`), english: lang === 'te' ? form10BDModes[l.mode] : undefined };
    lines.push(line('taxForms.certificate.donationType', kind), line('taxForms.certificate.mode', mode));
    lines.push(line('taxForms.certificate.lineAmount', formatRupees(l.amountPaise, lang)));
  }
  return [...lines, ...amountLines(c.amount_paise, lang)];
}

export async function certificatePdf(c: CertificateRow, settings: Settings): Promise<Uint8Array> {
  const lang = certificateLang(c);
  const { t, both } = receiptTexts(lang);
  return receiptDocumentPdf(settings, {
    lang,
    title: t('taxForms.certificate.title', { number: c.certificate_number }),
    heading: both('taxForms.certificate.heading'),
    lines: certificateLines(c, settings, lang),
    notes: [both('taxForms.certificate.note', { fy: c.fy }), both('payments.receipt.electronic')],
  });
}

export const certificateFileName = (c: Pick<CertificateRow, 'certificate_number'>) =>
  `${c.certificate_number.replace(/[^\w-]/g, '-')}.pdf`;

/** Where the donor (or the office) downloads it. */
export const certificateUrl = (c: Pick<CertificateRow, 'id'>) => `/api/account/certificates/${c.id}`;
