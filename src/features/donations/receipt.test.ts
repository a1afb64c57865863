import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import type { DonationRow } from './repo.ts';
import { receiptLines, receiptPdf } from './receipt.ts';

const settings = Object.fromEntries(Object.entries(settingsSections).map(([name, section]) => [name, section.seed])) as Settings;

/** The text drawn on the PDF's pages: its content streams, inflated, with hex strings decoded. */
function contentStreams(pdf: Uint8Array): string {
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

const drawnText = (pdf: Uint8Array) => contentStreams(pdf).replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));

const donation = {
  receipt_number: '2026-27/0001',
  created_at: '2026-11-22T00:00:00.000Z',
  paid_at: null,
  first_name: 'రామ',
  last_name: 'శర్మ',
  pan: null,
  address: null,
  amount_paise: 50_000,
  cause: 'annadanam',
  method: 'upi',
  utr: '123456789012',
  reference: 'DNTEST0001',
  gateway_payment_id: null,
} as unknown as DonationRow;

/** The texts marked on the page as what its glyphs say (ActualText, UTF-16 with a byte-order mark). */
function actualTexts(pdf: Uint8Array): string[] {
  return [...contentStreams(pdf).matchAll(/\/ActualText <FEFF([0-9A-F]+)>/gi)].map((m) => Buffer.from(m[1]!, 'hex').swap16().toString('utf16le'));
}

/** The fonts whose files travel inside the PDF (the standard fonts do not). */
async function embeddedFonts(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((o): o is PDFDict => o instanceof PDFDict && o.has(PDFName.of('FontFile2')))
    .map((descriptor) => descriptor.get(PDFName.of('FontName'))!.toString().slice(1));
}

describe('the PDF receipt', () => {
  it('prints a name written in Telugu as written, in an embedded Telugu font, with its Latin spelling beside it', async () => {
    const pdf = await receiptPdf(donation, settings);
    expect(actualTexts(pdf)).toContain('రామ శర్మ');
    expect(drawnText(pdf)).toContain('(Rama Sarma)');
    expect(drawnText(pdf)).toContain('2026-27/0001');
    expect(await embeddedFonts(pdf)).toEqual([expect.stringMatching(/^NotoSansTelugu/)]);
    // A subset: the whole font is about 200 KB.
    expect(pdf.byteLength).toBeLessThan(60_000);
  });

  it('needs no Telugu font for a name in English', async () => {
    const pdf = await receiptPdf({ ...donation, first_name: 'Rama', last_name: 'Sarma' }, settings);
    expect(drawnText(pdf)).toContain('Rama Sarma');
    expect(await embeddedFonts(pdf)).toEqual([]);
  });

  it('names a built-in cause as always, and a cause staff added by the name its donation kept', () => {
    const towards = (d: DonationRow) => receiptLines(d, settings).find(([label]) => label === 'Towards')?.[1];
    expect(towards(donation)).toBe('Annadanam');
    expect(towards({ ...donation, cause: 'veda-patashala', cause_name: 'Veda Patashala', cause_name_te: 'వేద పాఠశాల' })).toBe('Veda Patashala');
  });
});
