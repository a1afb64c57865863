import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import type { DonationRow } from './repo.ts';
import { receiptPdf } from './receipt.ts';

const settings = Object.fromEntries(Object.entries(settingsSections).map(([name, section]) => [name, section.seed])) as Settings;

/** The text drawn on the PDF's pages: its content streams, inflated, with hex strings decoded. */
function drawnText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      return m[1]!;
    }
  });
  return streams.join('\n').replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

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

describe('the PDF receipt', () => {
  it('names a donor who wrote their name in Telugu, in Latin letters', async () => {
    const text = drawnText(await receiptPdf(donation, settings));
    expect(text).toContain('Rama Sarma');
    expect(text).toContain('2026-27/0001');
  });
});
