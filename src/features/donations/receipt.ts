import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { amountInWords, formatRupees, indiaDate } from './money.ts';
import type { DonationRow } from './repo.ts';
import { latinName } from './latin-name.ts';
import { mixedText } from './pdf/mixed-text.ts';

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

export const receiptDate = (iso: string) => {
  const { year, month, day } = indiaDate(new Date(iso));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
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

const valueWidth = 240;

/** What a receipt shows: its title (the PDF's and the heading), its lines and closing notes. */
export interface ReceiptDocument {
  title: string;
  heading: string;
  lines: Array<[string, string]>;
  notes: string[];
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

/** The receipt layout every receipt of the trust shares (donations, puja bookings). */
export async function receiptDocumentPdf(settings: Settings, receipt: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(receipt.title);
  pdf.setAuthor(settings.payment.payeeName);
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const maroon = rgb(0.48, 0.12, 0.12);
  const ink = rgb(0.16, 0.1, 0.06);
  const lines = receipt.lines;
  const writer = await mixedText(pdf, [settings.payment.payeeName, settings.identity.name.en, ...lines.map(([, value]) => value)]);
  let y = 550;
  const text = (value: string, x: number, font: PDFFont, size: number, color = ink) => writer.draw(page, value, x, y, { font, size, color });
  text(settings.payment.payeeName, 36, bold, 16, maroon);
  y -= 20;
  text(settings.identity.name.en, 36, regular, 10);
  y -= 30;
  text(receipt.heading, 36, bold, 14, maroon);
  y -= 26;
  for (const [label, value] of lines) {
    text(label, 36, bold, 9);
    // Long values (addresses, words) wrap at the width of the value column.
    let line = '';
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const longer = line ? `${line} ${word}` : word;
      if (line && writer.width(longer, { font: regular, size: 9 }) > valueWidth) {
        text(line, 150, regular, 9);
        y -= 13;
        line = word;
      } else line = longer;
    }
    text(line || '-', 150, regular, 9);
    y -= 18;
  }
  y -= 10;
  for (const note of receipt.notes) {
    text(note, 36, regular, 8);
    y -= 14;
  }
  return pdf.save();
}
