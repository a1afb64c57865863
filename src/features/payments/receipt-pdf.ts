import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { Settings } from '#src/features/settings/index.ts';
import { pick } from '#src/i18n/index.ts';
import { mixedText, type MixedText } from './pdf/mixed-text.ts';
import { tagPdf, type StructElement, type Tags } from './pdf/tagging.ts';
import type { Bilingual, ReceiptDocument } from './receipt-document.ts';

const pageSize: [number, number] = [420, 595];
const top = 550;
const bottom = 40;
const label = { x: 36, width: 106 };
const value = { x: 150, width: 234 };
const maroon = rgb(0.48, 0.12, 0.12);
const ink = rgb(0.16, 0.1, 0.06);
const grey = rgb(0.4, 0.35, 0.3);

interface Style {
  font: PDFFont;
  size: number;
  color: Color;
}

/** Lines of text in one style, and the language a reader should speak them in when not the page's. */
interface Paragraph {
  lines: string[];
  style: Style;
  lang?: string;
}

const leading = (p: Paragraph) => Math.round(p.style.size * 1.35);
const heightOf = (paragraphs: Paragraph[]) => paragraphs.reduce((sum, p) => sum + p.lines.length * leading(p), 0);

/** `text` broken between words into lines no wider than `width`. */
function wrap(writer: MixedText, text: string, width: number, style: Style): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && writer.width(longer, style) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line || '-'];
}

/**
 * A Telugu receipt writes the rupee as రూ. (drawn in the Telugu font); the standard font has no ₹
 * and would print Rs.
 */
function inTeluguRupees(receipt: ReceiptDocument): ReceiptDocument {
  const rupees = (text: string) => text.replaceAll('₹', 'రూ. ');
  const lines = receipt.lines.map(({ label, value }) => ({ label, value: { ...value, text: rupees(value.text) } }));
  return { ...receipt, lines };
}

/** The styles of a receipt: a text's own, and the smaller one of the English under it. */
function stylesOf(regular: PDFFont, bold: PDFFont) {
  const style = (font: PDFFont, size: number, color: Color): Style => ({ font, size, color });
  const pair = (own: Style, english: Style): [Style, Style] => [own, english];
  return {
    payee: style(bold, 16, maroon),
    site: style(regular, 10, ink),
    heading: pair(style(bold, 14, maroon), style(regular, 10, maroon)),
    label: pair(style(bold, 9, ink), style(regular, 7, grey)),
    value: pair(style(regular, 9, ink), style(regular, 8, grey)),
    note: pair(style(regular, 8, ink), style(regular, 7, grey)),
  };
}

/** The receipt layout every receipt of the trust shares (donations, puja bookings), tagged for screen readers. */
export async function drawReceipt(settings: Settings, document: ReceiptDocument): Promise<Uint8Array> {
  const receipt = document.lang === 'te' ? inTeluguRupees(document) : document;
  const pdf = await PDFDocument.create();
  const payee = settings.payment.payeeName;
  pdf.setAuthor(payee);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const styles = stylesOf(regular, await pdf.embedFont(StandardFonts.HelveticaBold));
  const siteName = pick(settings.identity.name, receipt.lang);
  const bilingual = [receipt.heading, ...receipt.lines.flatMap((l) => [l.label, l.value]), ...receipt.notes];
  const writer = await mixedText(pdf, [payee, siteName, ...bilingual.flatMap((b) => [b.text, b.english ?? ''])]);
  const tags = tagPdf(pdf, { lang: receipt.lang === 'te' ? 'te-IN' : 'en-IN', title: receipt.title });
  // The English beside Telugu is read in English; on an English receipt it is the page's language.
  const englishLang = receipt.lang === 'te' ? 'en-IN' : undefined;

  /** The text, and its English under it in a smaller, lighter style. */
  const paragraphs = (text: Bilingual, width: number, [style, english]: [Style, Style]): Paragraph[] => {
    const own = { lines: wrap(writer, text.text, width, style), style };
    if (!text.english) return [own];
    return [own, { lines: wrap(writer, text.english, width, english), style: english, lang: englishLang }];
  };

  const sheet = { page: pdf.addPage(pageSize), y: top };
  const draw = (element: StructElement, x: number, list: Paragraph[]) => {
    drawParagraphs(tags, writer, { page: sheet.page, x, y: sheet.y }, element, list);
  };
  const fit = (height: number) => {
    if (sheet.y - height >= bottom) return;
    sheet.page = pdf.addPage(pageSize);
    sheet.y = top;
  };

  draw(tags.element('P', tags.document), label.x, [{ lines: [payee], style: styles.payee }]);
  sheet.y -= 20;
  draw(tags.element('P', tags.document), label.x, [{ lines: [siteName], style: styles.site }]);
  sheet.y -= 30;
  const heading = paragraphs(receipt.heading, 348, styles.heading);
  draw(tags.element('H1', tags.document), label.x, heading);
  sheet.y -= heightOf(heading) + 8;

  const table = tags.element('Table', tags.document);
  for (const line of receipt.lines) {
    const labelText = paragraphs(line.label, label.width, styles.label);
    const valueText = paragraphs(line.value, value.width, styles.value);
    const height = Math.max(heightOf(labelText), heightOf(valueText));
    fit(height);
    const row = tags.element('TR', table);
    draw(tags.element('TH', row), label.x, labelText);
    draw(tags.element('TD', row), value.x, valueText);
    sheet.y -= height + 6;
  }

  sheet.y -= 10;
  for (const note of receipt.notes) {
    const list = paragraphs(note, 348, styles.note);
    fit(heightOf(list));
    draw(tags.element('P', tags.document), label.x, list);
    sheet.y -= heightOf(list) + 4;
  }
  tags.finish();
  return pdf.save();
}

interface Place {
  page: PDFPage;
  x: number;
  y: number;
}

/** Each paragraph from `at` down, marked as the element's content (a span when in another language). */
function drawParagraphs(tags: Tags, writer: MixedText, at: Place, element: StructElement, list: Paragraph[]) {
  let baseline = at.y;
  for (const { lines, style, lang } of list) {
    const step = Math.round(style.size * 1.35);
    const drawLines = () => lines.forEach((line, i) => writer.draw(at.page, line, at.x, baseline - i * step, style));
    tags.mark(element, at.page, drawLines, { lang });
    baseline -= lines.length * step;
  }
}
