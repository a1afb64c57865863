import { describe, expect, it } from 'vitest';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import { teluguFont } from '#src/features/payments/pdf/telugu-font.ts';
import { actualTexts, drawnText, embeddedFonts, pdfTags, shapedRuns } from '#tests/support/pdf-text.ts';
import type { DonationRow } from './repo.ts';
import { receiptLines, receiptPdf } from './receipt.ts';
import { sealIdentity } from './identity.ts';

const seeds = Object.entries(settingsSections).map(([name, section]) => [name, section.seed]);
const settings = Object.fromEntries(seeds) as Settings;

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
  lang: 'en',
} as unknown as DonationRow;

const telugu = {
  ...donation,
  lang: 'te',
  first_name: 'సీతారామయ్య',
  last_name: 'కొండూరి',
  amount_paise: 111_600,
  ...sealIdentity('pan', 'ABCDE1234F'),
  eligible_80g: 1,
} as DonationRow;

describe('the PDF receipt', () => {
  it(
    'prints a name written in Telugu as written, ' +
      'in an embedded Telugu font, ' +
      'with its Latin spelling beside it',
    async () => {
      const pdf = await receiptPdf(donation, settings);
      expect(actualTexts(pdf)).toContain('రామ శర్మ');
      expect(drawnText(pdf)).toContain('(Rama Sarma)');
      expect(drawnText(pdf)).toContain('2026-27/0001');
      expect(await embeddedFonts(pdf)).toEqual([expect.stringMatching(/^NotoSansTelugu/)]);
      // A subset: the whole font is about 200 KB.
      expect(pdf.byteLength).toBeLessThan(60_000);
    },
  );

  it('needs no Telugu font for a name in English', async () => {
    const pdf = await receiptPdf({ ...donation, first_name: 'Rama', last_name: 'Sarma' }, settings);
    expect(drawnText(pdf)).toContain('Rama Sarma');
    expect(await embeddedFonts(pdf)).toEqual([]);
  });

  it('names a built-in cause as always, and a cause staff added by the name its donation kept', () => {
    const towards = (d: DonationRow) => receiptLines(d, settings).find((l) => l.label.text === 'Towards')?.value.text;
    expect(towards(donation)).toBe('Annadanam');
    expect(
      towards({ ...donation, cause: 'veda-patashala', cause_name: 'Veda Patashala', cause_name_te: 'వేద పాఠశాల' }),
    ).toBe('Veda Patashala');
  });

  it('is tagged: a screen reader reads an English receipt in order, in English', async () => {
    const english = { ...donation, first_name: 'Rama', last_name: 'Sarma', amount_paise: 25_000_000 };
    const tags = await pdfTags(await receiptPdf(english, settings));
    expect(tags).toMatchObject({ marked: true, lang: 'en-IN', displayDocTitle: true });
    expect(tags.title).toBe('Donation receipt 2026-27/0001');
    expect(tags.reading).toEqual([
      'Document/P: Sri Sample Peetam Trust',
      'Document/P: Sri Sample Peetam',
      'Document/H1: Donation receipt',
      'Document/Table/TR/TH: Receipt number',
      'Document/Table/TR/TD: 2026-27/0001',
      'Document/Table/TR/TH: Date',
      'Document/Table/TR/TD: 22/11/2026',
      'Document/Table/TR/TH: Received from',
      'Document/Table/TR/TD: Rama Sarma',
      'Document/Table/TR/TH: Amount',
      'Document/Table/TR/TD: Rs. 2,50,000.00',
      'Document/Table/TR/TH: Amount in words',
      'Document/Table/TR/TD: Rupees Two Lakh Fifty Thousand Only',
      'Document/Table/TR/TH: Towards',
      'Document/Table/TR/TD: Annadanam',
      'Document/Table/TR/TH: Payment',
      'Document/Table/TR/TD: UPI UTR 123456789012, ref. DNTEST0001',
      'Document/Table/TR/TH: Trust PAN',
      'Document/Table/TR/TD: AAATS0000A',
      'Document/P: Thank you for your donation.',
      'Document/P: This receipt was issued electronically and needs no signature.',
    ]);
  });
});

describe('the PDF receipt of a donation given in Telugu', () => {
  it('is Telugu with the English under each label, the amount in Telugu words, the family name first', async () => {
    const tax = { ...settings.tax, registration80GFrom: '2026-04-01', registration80GUntil: '2031-03-31' };
    const with80G = { ...settings, tax, payment: { ...settings.payment, registration80G: 'AAATS0000AF20214' } };
    const tags = await pdfTags(await receiptPdf(telugu, with80G));
    expect(tags).toMatchObject({ marked: true, lang: 'te-IN', displayDocTitle: true });
    expect(tags.title).toBe('విరాళం రసీదు 2026-27/0001');
    expect(tags.reading).toEqual([
      'Document/P: Sri Sample Peetam Trust',
      'Document/P: శ్రీ నమూనా పీఠం',
      'Document/H1: విరాళం రసీదు',
      'Document/H1/Span[en-IN]: Donation receipt',
      'Document/Table/TR/TH: రసీదు సంఖ్య',
      'Document/Table/TR/TH/Span[en-IN]: Receipt number',
      'Document/Table/TR/TD: 2026-27/0001',
      'Document/Table/TR/TH: తేదీ',
      'Document/Table/TR/TH/Span[en-IN]: Date',
      'Document/Table/TR/TD: 22/11/2026',
      'Document/Table/TR/TH: దాత',
      'Document/Table/TR/TH/Span[en-IN]: Received from',
      'Document/Table/TR/TD: కొండూరి సీతారామయ్య (Konduri Sitaramayya)',
      'Document/Table/TR/TH: దాత పాన్',
      'Document/Table/TR/TH/Span[en-IN]: Donor PAN',
      'Document/Table/TR/TD: XXXXXX234F',
      'Document/Table/TR/TH: మొత్తం',
      'Document/Table/TR/TH/Span[en-IN]: Amount',
      'Document/Table/TR/TD: రూ. 1,116.00',
      'Document/Table/TR/TH: మొత్తం అక్షరాలా',
      'Document/Table/TR/TH/Span[en-IN]: Amount in words',
      'Document/Table/TR/TD: వెయ్యి నూట పదహారు రూపాయలు మాత్రమే',
      'Document/Table/TR/TD/Span[en-IN]: Rupees One Thousand One Hundred Sixteen Only',
      'Document/Table/TR/TH: ఏ సేవకు',
      'Document/Table/TR/TH/Span[en-IN]: Towards',
      'Document/Table/TR/TD: అన్నదానం',
      'Document/Table/TR/TD/Span[en-IN]: Annadanam',
      'Document/Table/TR/TH: చెల్లింపు',
      'Document/Table/TR/TH/Span[en-IN]: Payment',
      'Document/Table/TR/TD: UPI UTR 123456789012, సంఖ్య DNTEST0001',
      'Document/Table/TR/TH: ట్రస్ట్ పాన్',
      'Document/Table/TR/TH/Span[en-IN]: Trust PAN',
      'Document/Table/TR/TD: AAATS0000A',
      'Document/Table/TR/TH: 80G నమోదు సంఖ్య',
      'Document/Table/TR/TH/Span[en-IN]: 80G registration',
      'Document/Table/TR/TD: AAATS0000AF20214',
      'Document/Table/TR/TH: 80G నమోదు గడువు',
      'Document/Table/TR/TH/Span[en-IN]: 80G registration valid',
      'Document/Table/TR/TD: 01/04/2026 నుంచి 31/03/2031 వరకు',
      'Document/Table/TR/TD/Span[en-IN]: from 01/04/2026 until 31/03/2031',
      'Document/P: ఆదాయపు పన్ను చట్టం, 1961 లోని సెక్షన్ 80G ప్రకారం ఈ విరాళానికి పన్ను మినహాయింపు వర్తిస్తుంది.',
      'Document/P/Span[en-IN]: This donation qualifies for deduction under section 80G of the Income-tax Act, 1961.',
      'Document/P: ఈ రసీదును కంప్యూటర్ ద్వారా ఇచ్చాము; దీనిపై సంతకం అవసరం లేదు.',
      'Document/P/Span[en-IN]: This receipt was issued electronically and needs no signature.',
    ]);
  });

  it("says nothing of 80G for a cause outside it, nor without the trust's registration", () => {
    const with80G = { ...settings, payment: { ...settings.payment, registration80G: 'AAATS0000AF20214' } };
    const labels = (d: DonationRow, s: Settings) => receiptLines(d, s, 'en').map((l) => l.label.text);
    expect(labels(telugu, with80G)).toContain('80G registration');
    expect(labels({ ...telugu, eligible_80g: 0 }, with80G)).not.toContain('80G registration');
    expect(labels(telugu, settings)).not.toContain('80G registration');
    // The donor's identity is printed masked either way.
    const lines = receiptLines({ ...telugu, eligible_80g: 0 }, with80G, 'en');
    const identity = lines.find((l) => l.label.text === 'Donor PAN');
    expect(identity?.value.text).toBe('XXXXXX234F');
  });

  it('draws its Telugu as HarfBuzz shapes it: conjuncts and vowel signs as the font forms them', async () => {
    const runs = shapedRuns(await receiptPdf(telugu, settings));
    const font = await teluguFont();
    const texts = ['మొత్తం అక్షరాలా', 'వెయ్యి నూట పదహారు రూపాయలు మాత్రమే', 'కొండూరి సీతారామయ్య'];
    expect(runs.map((r) => r.text)).toEqual(expect.arrayContaining(texts));
    for (const run of runs) expect(run.glyphs).toEqual(font.shape(run.text).map((g) => g.id));
    // క్ష and త్త are one glyph each: fewer glyphs than letters.
    const words = runs.find((r) => r.text === 'మొత్తం అక్షరాలా')!;
    expect(words.glyphs.length).toBeLessThan([...words.text].length);
  });
});
