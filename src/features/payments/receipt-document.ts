import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Settings } from '#src/features/settings/sections/index.ts';
import { indiaDate } from './money.ts';
import { mixedText } from './pdf/mixed-text.ts';

/** A receipt's date as the trust prints it: dd/mm/yyyy in India's time. */
export const receiptDate = (iso: string) => {
  const { year, month, day } = indiaDate(new Date(iso));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

const valueWidth = 240;

/** What a receipt shows: its title (the PDF's and the heading), its lines and closing notes. */
export interface ReceiptDocument {
  title: string;
  heading: string;
  lines: Array<[string, string]>;
  notes: string[];
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
