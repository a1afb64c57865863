import { describe, expect, it } from 'vitest';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import { pdfTags } from '#tests/support/pdf-text.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingRow } from './repo.ts';
import { bookingReceiptPdf } from './receipt.ts';

const seeds = Object.entries(settingsSections).map(([name, section]) => [name, section.seed]);
const settings = Object.fromEntries(seeds) as Settings;
const puja = { name_en: 'Navagraha Shanti Puja', name_te: 'నవగ్రహ శాంతి పూజ' } as PujaRow;

const booking = {
  reference: 'BKTEST00001',
  receipt_number: 'PJ/2026-27/0007',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T16:40:00.000Z',
  puja_day: '2026-12-05',
  name: 'కొండూరి సీతారామయ్య',
  devotees: JSON.stringify([{ name: 'సీతారామయ్య', gotram: 'భారద్వాజ', nakshatram: 'Purva Phalguni', rasi: 'Simha' }]),
  prasadam: null,
  price_paise: 111_600,
  shipping_paise: 10_000,
  total_paise: 121_600,
  method: 'upi',
  utr: '412356789012',
  gateway_payment_id: null,
  lang: 'te',
} as unknown as BookingRow;

/** The texts the receipt's table gives for a label, in reading order. */
const row = (reading: string[], label: string) => {
  const at = reading.findIndex((line) => line.endsWith(`TH: ${label}`));
  return reading
    .slice(
      at,
      reading.findIndex((line, i) => i > at + 1 && line.includes('TH: ')),
    )
    .map((line) => line.replace(/^Document\/Table\/TR\//, ''));
};

describe('the puja booking receipt', () => {
  it('is Telugu when booked in Telugu: English under each label, the day whole, the amount in words', async () => {
    const tags = await pdfTags(await bookingReceiptPdf(booking, puja, settings));
    expect(tags).toMatchObject({ marked: true, lang: 'te-IN', displayDocTitle: true });
    expect(tags.title).toBe('పూజ బుకింగ్ రసీదు PJ/2026-27/0007');
    const heading = ['Document/H1: పూజ బుకింగ్ రసీదు', 'Document/H1/Span[en-IN]: Puja booking receipt'];
    expect(tags.reading.slice(2, 4)).toEqual(heading);
    expect(row(tags.reading, 'తేదీ')).toEqual(['TH: తేదీ', 'TH/Span[en-IN]: Date', 'TD: 20/11/2026']);
    expect(row(tags.reading, 'పూజ')).toEqual([
      'TH: పూజ',
      'TH/Span[en-IN]: Towards',
      'TD: శనివారం, 05/12/2026 నాడు నవగ్రహ శాంతి పూజ',
      'TD/Span[en-IN]: Navagraha Shanti Puja on Saturday, 05/12/2026',
    ]);
    expect(row(tags.reading, 'మొత్తం అక్షరాలా')).toEqual([
      'TH: మొత్తం అక్షరాలా',
      'TH/Span[en-IN]: Amount in words',
      'TD: వెయ్యి రెండు వందల పదహారు రూపాయలు మాత్రమే',
      'TD/Span[en-IN]: Rupees One Thousand Two Hundred Sixteen Only',
    ]);
    // Star and rasi as a Telugu panchangam prints them; stored in English.
    expect(tags.reading).toContain('Document/Table/TR/TD: సీతారామయ్య (భారద్వాజ, పుబ్బ, సింహం)');
    const posting = ['TH: ప్రసాదం పోస్టు ఛార్జీ', 'TH/Span[en-IN]: Prasadam posting', 'TD: రూ. 100.00'];
    expect(row(tags.reading, 'ప్రసాదం పోస్టు ఛార్జీ')).toEqual(posting);
    const note = 'మీరు కోరినట్లు పూజ జరిపిస్తాము; దాని ఫలం దైవానుగ్రహాన్ని బట్టి ఉంటుంది.';
    expect(tags.reading.at(-4)).toBe(`Document/P: ${note}`);
  });

  it('stays in English for a booking made in English, with no Telugu beside it', async () => {
    const english = { ...booking, lang: 'en', name: 'Sitaramayya Konduri' };
    const tags = await pdfTags(await bookingReceiptPdf(english, puja, settings));
    expect(tags).toMatchObject({ marked: true, lang: 'en-IN', title: 'Puja booking receipt PJ/2026-27/0007' });
    const telugu = tags.reading.filter((line) => /[\u0C00-\u0C7F]/.test(line));
    expect(telugu).toEqual(['Document/Table/TR/TD: సీతారామయ్య (భారద్వాజ, Purva Phalguni, Simha)']);
    expect(tags.reading).toEqual(
      expect.arrayContaining([
        'Document/H1: Puja booking receipt',
        'Document/Table/TR/TD: Sitaramayya Konduri',
        'Document/Table/TR/TD: Navagraha Shanti Puja on Saturday, 05/12/2026',
        'Document/Table/TR/TD: Rupees One Thousand Two Hundred Sixteen Only',
        'Document/Table/TR/TD: UPI UTR 412356789012, ref. BKTEST00001',
      ]),
    );
    expect(tags.reading.some((line) => line.includes('[en-IN]'))).toBe(false);
  });
});
