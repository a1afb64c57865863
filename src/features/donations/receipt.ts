import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { amountInWords, formatRupees, indiaDate } from './money.ts';
import type { DonationRow } from './repo.ts';
import { latinName } from './latin-name.ts';

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

/** Rs. instead of the rupee sign, Telugu in Latin letters, and nothing the standard PDF font cannot draw. */
const printable = (font: PDFFont, text: string) =>
  [...latinName(text).replace(/₹/g, 'Rs. ')].filter((ch) => {
    try {
      font.encodeText(ch);
      return true;
    } catch {
      return false;
    }
  }).join('');

export const receiptDate = (iso: string) => {
  const { year, month, day } = indiaDate(new Date(iso));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

export const paymentReference = (d: DonationRow) =>
  d.method === 'upi' ? `UPI UTR ${d.utr ?? '(not given)'}, ref. ${d.reference}` : `Razorpay payment ${d.gateway_payment_id ?? ''}, ref. ${d.reference}`;

/** The receipt lines, shared by the PDF and the e-mail text. */
export function receiptLines(donation: DonationRow, settings: Settings): Array<[string, string]> {
  const { payment } = settings;
  const lines: Array<[string, string]> = [
    ['Receipt number', donation.receipt_number ?? ''],
    ['Date', receiptDate(donation.paid_at ?? donation.created_at)],
    ['Received from', `${donation.first_name} ${donation.last_name}`],
  ];
  if (donation.pan) lines.push(['Donor PAN', donation.pan]);
  if (donation.address) lines.push(['Address', donation.address]);
  lines.push(
    ['Amount', formatRupees(donation.amount_paise)],
    ['Amount in words', amountInWords(donation.amount_paise)],
    ['Towards', causeNames[donation.cause] ?? donation.cause],
    ['Payment', paymentReference(donation)],
    ['Trust PAN', payment.trustPan],
  );
  if (payment.registration80G) lines.push(['80G registration', payment.registration80G]);
  return lines;
}

/** A one-page A5 PDF receipt. */
export async function receiptPdf(donation: DonationRow, settings: Settings): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Donation receipt ${donation.receipt_number}`);
  pdf.setAuthor(settings.payment.payeeName);
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const maroon = rgb(0.48, 0.12, 0.12);
  let y = 550;
  const text = (value: string, x: number, font: PDFFont, size: number, color = rgb(0.16, 0.1, 0.06)) => {
    page.drawText(printable(font, value), { x, y, font, size, color });
  };
  text(settings.payment.payeeName, 36, bold, 16, maroon);
  y -= 20;
  text(settings.identity.name.en, 36, regular, 10);
  y -= 30;
  text('Donation receipt', 36, bold, 14, maroon);
  y -= 26;
  for (const [label, value] of receiptLines(donation, settings)) {
    text(label, 36, bold, 9);
    // Long values (addresses, words) wrap at about 45 characters.
    const words = printable(regular, value).split(' ');
    let line = '';
    for (const word of words) {
      if ((line + ' ' + word).trim().length > 45) {
        text(line, 150, regular, 9);
        y -= 13;
        line = word;
      } else line = `${line} ${word}`.trim();
    }
    text(line || '-', 150, regular, 9);
    y -= 18;
  }
  y -= 10;
  const note = settings.payment.registration80G
    ? 'This donation qualifies for deduction under section 80G of the Income Tax Act, 1961.'
    : 'Thank you for your donation.';
  text(note, 36, regular, 8);
  y -= 14;
  text('This receipt was issued electronically and needs no signature.', 36, regular, 8);
  return pdf.save();
}
