import type { Settings } from '#src/features/settings/sections/index.ts';
import { amountInWords, formatRupees } from '#src/features/payments/money.ts';
import type { DonationRow } from './repo.ts';
import { latinName } from '#src/features/payments/latin-name.ts';
import { receiptDate, receiptDocumentPdf } from '#src/features/payments/receipt-document.ts';

/** The cause slugs as a receipt names them (receipts are in English, the language of tax records). */
export const causeNames: Record<string, string> = {
  general: 'Where most needed',
  annadanam: 'Annadanam',
  'temple-seva': 'Temple Seva',
  'go-seva': 'Go Seva',
  orphans: 'Orphans',
  'viveka-vidyalaya': 'Viveka Vidyalaya',
  'soil-rejuvenation': 'Soil Rejuvenation',
};

export const paymentReference = (d: DonationRow) =>
  d.method === 'upi' ? `UPI UTR ${d.utr ?? '(not given)'}, ref. ${d.reference}` : `Razorpay payment ${d.gateway_payment_id ?? ''}, ref. ${d.reference}`;

/**
 * The donor's name as they wrote it; a name in Telugu has its Latin spelling beside it, the form
 * the yearly statement (Form 10BD) gives the Income Tax department.
 */
export function donorName(donation: Pick<DonationRow, 'first_name' | 'last_name'>): string {
  const name = `${donation.first_name} ${donation.last_name}`;
  const latin = latinName(name);
  return latin === name ? name : `${name} (${latin})`;
}

/** The receipt lines, shared by the PDF and the e-mail text. */
export function receiptLines(donation: DonationRow, settings: Settings): Array<[string, string]> {
  const { payment } = settings;
  const lines: Array<[string, string]> = [
    ['Receipt number', donation.receipt_number ?? ''],
    ['Date', receiptDate(donation.paid_at ?? donation.created_at)],
    ['Received from', donorName(donation)],
  ];
  if (donation.pan) lines.push(['Donor PAN', donation.pan]);
  if (donation.address) lines.push(['Address', donation.address]);
  lines.push(
    ['Amount', formatRupees(donation.amount_paise)],
    ['Amount in words', amountInWords(donation.amount_paise)],
    ['Towards', causeNames[donation.cause] ?? donation.cause_name ?? donation.cause],
    ['Payment', paymentReference(donation)],
    ['Trust PAN', payment.trustPan],
  );
  if (payment.registration80G) lines.push(['80G registration', payment.registration80G]);
  return lines;
}

/** A one-page A5 PDF receipt; Telugu (a name, an address) is printed as written. */
export async function receiptPdf(donation: DonationRow, settings: Settings): Promise<Uint8Array> {
  const note = settings.payment.registration80G ? 'This donation qualifies for deduction under section 80G of the Income Tax Act, 1961.' : 'Thank you for your donation.';
  return receiptDocumentPdf(settings, {
    title: `Donation receipt ${donation.receipt_number}`,
    heading: 'Donation receipt',
    lines: receiptLines(donation, settings),
    notes: [note, 'This receipt was issued electronically and needs no signature.'],
  });
}
