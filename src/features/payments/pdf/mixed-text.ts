import fontkit from '@pdf-lib/fontkit';
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { teluguFont, type ShapedGlyph } from './telugu-font.ts';

export interface TextStyle {
  /** The standard font for everything that is not Telugu. */
  font: PDFFont;
  size: number;
  color: Color;
}

/** Draws and measures lines that may mix Latin and Telugu, each run in its own font. */
export interface MixedText {
  width(text: string, style: Pick<TextStyle, 'font' | 'size'>): number;
  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void;
}

// Telugu words, with the spaces between them, form one run: the Telugu font shapes it whole.
const teluguRun = /[\u0C00-\u0C7F\u200C\u200D]+(?:\s+[\u0C00-\u0C7F\u200C\u200D]+)*/gu;

/** The text cut into runs, each marked Telugu or not, in order. */
export function runsOf(text: string): Array<{ text: string; telugu: boolean }> {
  const runs: Array<{ text: string; telugu: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(teluguRun)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), telugu: false });
    runs.push({ text: match[0], telugu: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), telugu: false });
  return runs;
}

/** Rs. for the rupee sign, and nothing the standard font cannot draw. */
export function printable(font: PDFFont, text: string): string {
  return [...text.replace(/₹/g, 'Rs. ')]
    .filter((ch) => {
      try {
        font.encodeText(ch);
        return true;
      } catch {
        return false;
      }
    })
    .join('');
}

/**
 * A writer for `texts`, the lines the page will hold: the Telugu in them is shaped now, and only
 * the glyphs it needs are embedded (a subset of Noto Sans Telugu, a few kilobytes).
 */
export async function mixedText(pdf: PDFDocument, texts: string[]): Promise<MixedText> {
  const telugu = [
    ...new Set(
      texts.flatMap((t) =>
        runsOf(t)
          .filter((r) => r.telugu)
          .map((r) => r.text),
      ),
    ),
  ];
  let embedded: { font: PDFFont; upem: number; shape: (text: string) => ShapedGlyph[] } | undefined;
  if (telugu.length) {
    const font = await teluguFont();
    const shaped = new Map<string, ShapedGlyph[]>();
    const shape = (text: string) => shaped.get(text) ?? shaped.set(text, font.shape(text)).get(text)!;
    // Lines are wrapped between words, so a line may hold any run of the words: shaping each word
    // as well as the whole run collects every glyph such a line can need.
    const glyphs = new Set([
      0,
      ...telugu.flatMap((run) => [run, ...run.split(/\s+/)]).flatMap((t) => shape(t).map((g) => g.id)),
    ]);
    pdf.registerFontkit(fontkit);
    embedded = { font: await pdf.embedFont(font.subset(glyphs, telugu.join(' '))), upem: font.upem, shape };
  }

  const runWidth = (run: { text: string; telugu: boolean }, style: Pick<TextStyle, 'font' | 'size'>) =>
    run.telugu && embedded
      ? (embedded.shape(run.text).reduce((sum, g) => sum + g.advance, 0) * style.size) / embedded.upem
      : style.font.widthOfTextAtSize(printable(style.font, run.text), style.size);

  return {
    width: (text, style) => runsOf(text).reduce((sum, run) => sum + runWidth(run, style), 0),
    draw(page, text, x, y, style) {
      let pen = x;
      for (const run of runsOf(text)) {
        if (run.telugu && embedded) drawShaped(page, embedded, embedded.shape(run.text), run.text, pen, y, style);
        else
          page.drawText(printable(style.font, run.text), {
            x: pen,
            y,
            font: style.font,
            size: style.size,
            color: style.color,
          });
        pen += runWidth(run, style);
      }
    },
  };
}

/**
 * Each glyph at its shaped place, by glyph id (the font is embedded with Identity-H, so a code is
 * a glyph id). The run is marked with its text (ActualText), so copying it out of the PDF gives
 * the name as written rather than the glyphs' pieces.
 */
const fontKeys = new WeakMap<PDFPage, PDFName>();

function drawShaped(
  page: PDFPage,
  embedded: { font: PDFFont; upem: number },
  glyphs: ShapedGlyph[],
  text: string,
  x: number,
  y: number,
  style: TextStyle,
) {
  const key = fontKeys.get(page) ?? page.node.newFontDictionary(embedded.font.name, embedded.font.ref);
  fontKeys.set(page, key);
  const scale = style.size / embedded.upem;
  const actualText = page.doc.context.obj({ ActualText: PDFHexString.fromText(text) });
  const operators = [
    // pdf-lib's operator types leave out dictionaries, which BDC takes; it writes them as any object.
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Span'), actualText as unknown as PDFName]),
    beginText(),
    setFillingColor(style.color),
    setFontAndSize(key, style.size),
  ];
  let pen = x;
  for (const glyph of glyphs) {
    operators.push(
      setTextMatrix(1, 0, 0, 1, pen + glyph.dx * scale, y + glyph.dy * scale),
      showText(PDFHexString.of(glyph.id.toString(16).padStart(4, '0'))),
    );
    pen += glyph.advance * scale;
  }
  operators.push(endText(), PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  page.pushOperators(...operators);
}
