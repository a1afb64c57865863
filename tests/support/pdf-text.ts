import { inflateSync } from 'node:zlib';
import { PDFArray, PDFBool, PDFDict, PDFDocument, PDFHexString, PDFName } from '@cantoo/pdf-lib';
import { PDFRawStream, PDFRef, PDFString, decodePDFRawStream, type PDFNumber } from '@cantoo/pdf-lib';

/** The text drawn on the PDF's pages: its content streams, inflated. */
export function contentStreams(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams.join('\n');
}

/** The content streams with hex strings decoded: the standard font's text reads as written. */
export const drawnText = (pdf: Uint8Array) => {
  const decode = (_: string, hex: string) => Buffer.from(hex, 'hex').toString('latin1');
  return contentStreams(pdf).replace(/<([0-9A-Fa-f]+)>/g, decode);
};

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The texts marked on the page as what its glyphs say (ActualText, UTF-16 with a byte-order mark). */
export function actualTexts(pdf: Uint8Array): string[] {
  return [...contentStreams(pdf).matchAll(/\/ActualText <FEFF([0-9A-F]+)>/gi)].map((m) => utf16(m[1]!));
}

/** The fonts whose files travel inside the PDF (the standard fonts do not). */
export async function embeddedFonts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.has(PDFName.of('FontFile2')))
    .map((descriptor) => descriptor.get(PDFName.of('FontName'))!.toString().slice(1));
}

/**
 * The text of each marked-content id on a page, as a screen reader gets it: a run marked with
 * ActualText counts as that text (not its glyphs), and a drop to a new baseline as a space.
 */
function markedTexts(content: string): Map<number, string> {
  const texts = new Map<number, string>();
  const lastY = new Map<number, number>();
  const frames: Array<{ mcid?: number; actual?: string }> = [];
  let pending: string | undefined;
  let y = 0;
  const emit = (text: string) => {
    const mcid = frames.findLast((f) => f.mcid !== undefined)?.mcid;
    if (mcid === undefined) return;
    const before = texts.get(mcid) ?? '';
    const newLine = lastY.has(mcid) && Math.abs(lastY.get(mcid)! - y) > 2 && !before.endsWith(' ');
    texts.set(mcid, before + (newLine ? ' ' : '') + text);
    lastY.set(mcid, y);
  };
  // A marked-content start with its properties, its end, a text matrix (its sixth number is the
  // baseline) and a string shown.
  const number = '(-?[\\d.]+) ';
  const start = '/\\w+\\s*<<([\\s\\S]*?)>>\\s*BDC';
  const tokens = new RegExp(`${start}|\\bEMC\\b|${number.repeat(6)}Tm|<([0-9A-Fa-f]*)> Tj`, 'g');
  for (const m of content.matchAll(tokens)) {
    if (m[0].endsWith('BDC')) {
      const mcid = m[1]!.match(/\/MCID (\d+)/)?.[1];
      const actual = m[1]!.match(/\/ActualText <FEFF([0-9A-F]+)>/i)?.[1];
      frames.push({ mcid: mcid === undefined ? undefined : Number(mcid), actual: actual && utf16(actual) });
      pending = actual ? utf16(actual) : pending;
    } else if (m[0] === 'EMC') frames.pop();
    else if (m[0].endsWith('Tm')) {
      // Inside a run with ActualText each glyph has its own matrix; the first places the run.
      if (pending !== undefined || !frames.some((f) => f.actual)) y = Number(m[7]);
      if (pending !== undefined) emit(pending);
      pending = undefined;
    } else if (!frames.some((f) => f.actual)) emit(Buffer.from(m[8]!, 'hex').toString('latin1'));
  }
  return texts;
}

export interface PdfTags {
  marked: boolean;
  lang?: string;
  title?: string;
  displayDocTitle: boolean;
  /** Each piece of marked content in the structure tree's order: 'Document/H1: text'; a span names its language. */
  reading: string[];
}

const text = (o: unknown) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);

/** What a screen reader is given: the catalogue's marks and the structure tree's texts in order. */
export async function pdfTags(pdf: Uint8Array): Promise<PdfTags> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const { catalog, context } = doc;
  const dictOf = (o: unknown) => {
    const found = o instanceof PDFRef ? context.lookup(o) : o;
    return found instanceof PDFDict ? found : undefined;
  };
  const pages = new Map(
    doc.getPages().map((page) => {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
      const raw = streams.map((s) => context.lookup(s)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
      const content = raw.map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')).join('\n');
      return [page.ref.toString(), markedTexts(content)] as const;
    }),
  );
  const reading: string[] = [];
  const walk = (element: PDFDict, path: string) => {
    const role = element.get(PDFName.of('S'))!.toString().slice(1);
    const lang = text(element.get(PDFName.of('Lang')));
    const here = `${path}${path ? '/' : ''}${role}${lang ? `[${lang}]` : ''}`;
    const kids = element.get(PDFName.of('K'));
    for (const kid of kids instanceof PDFArray ? kids.asArray() : [kids]) {
      const dict = dictOf(kid);
      if (dict?.get(PDFName.of('Type'))?.toString() === '/MCR') {
        const mcid = (dict.get(PDFName.of('MCID')) as PDFNumber).asNumber();
        reading.push(`${here}: ${pages.get(dict.get(PDFName.of('Pg'))!.toString())?.get(mcid) ?? ''}`);
      } else if (dict) walk(dict, here);
    }
  };
  const root = dictOf(catalog.get(PDFName.of('StructTreeRoot')));
  const top = root && dictOf(root.get(PDFName.of('K')));
  if (top) walk(top, '');
  const viewer = dictOf(catalog.get(PDFName.of('ViewerPreferences')));
  return {
    marked: dictOf(catalog.get(PDFName.of('MarkInfo')))?.get(PDFName.of('Marked')) === PDFBool.True,
    lang: text(catalog.get(PDFName.of('Lang'))),
    title: doc.getTitle(),
    displayDocTitle: viewer?.get(PDFName.of('DisplayDocTitle')) === PDFBool.True,
    reading,
  };
}

/** Each run drawn with ActualText (the Telugu font's runs): its text and the glyph ids drawn for it. */
export function shapedRuns(pdf: Uint8Array): Array<{ text: string; glyphs: number[] }> {
  return [...contentStreams(pdf).matchAll(/\/ActualText <FEFF([0-9A-F]+)>\s*>>\s*BDC([\s\S]*?)EMC/gi)].map((m) => ({
    text: utf16(m[1]!),
    glyphs: [...m[2]!.matchAll(/<([0-9A-Fa-f]{4})> Tj/g)].map((g) => parseInt(g[1]!, 16)),
  }));
}
