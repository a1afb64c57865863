import { describe, expect, it } from 'vitest';
import { settingsSections, type Settings } from '#src/features/settings/sections/index.ts';
import { seal } from '#src/server/sealed/index.ts';
import { actualTexts, drawnText } from '#tests/support/pdf-text.ts';
import { certificatePdf } from './certificate-document.ts';
import type { CertificateRow } from './repo.ts';

const seeds = Object.entries(settingsSections).map(([name, section]) => [name, section.seed]);
const base = Object.fromEntries(seeds) as Settings;
const settings: Settings = {
  ...base,
  payment: { ...base.payment, registration80G: 'AAATS0000AF20241' },
  tax: { ...base.tax, registration80GFrom: '2024-05-28' },
};

const certificate = (lang: string): CertificateRow => ({
  id: 1,
  fy: '2025-26',
  donor_key: 'key',
  certificate_number: '10BE/2025-26/0001',
  name: 'Lakshmi Narayana',
  address: '12 Temple Street, Ongole',
  identity_type: 'pan',
  identity_sealed: seal('ABCDE1234F'),
  identity_hint: '234F',
  email: 'lakshmi@example.org',
  lang,
  user_id: null,
  lines: [
    { donationType: 'corpus', mode: 'electronic', amountPaise: 1000000 },
    { donationType: 'others', mode: 'cash', amountPaise: 200000 },
  ],
  amount_paise: 1200000,
  acknowledgement: '123456789012345',
  filed_on: '2026-05-20',
  created_at: '2026-05-21T00:00:00.000Z',
  mailed_at: null,
});

/** The Latin text drawn, each line's runs joined as the reader sees them. */
const latin = (pdf: Uint8Array) => [...drawnText(pdf).matchAll(/^(.*) Tj$/gm)].map((m) => m[1]!).join('\n');

describe('the Form 10BE certificate', () => {
  it("carries the form's fields: the trust, its 80G registration, the donor, each 10BD row, the filing", async () => {
    const text = latin(await certificatePdf(certificate('en'), settings));
    const fields = [
      'Certificate of donation, Form No. 10BE',
      '10BE/2025-26/0001',
      'Sri Sample Peetam Trust',
      'AAATS0000A',
      'AAATS0000AF20241',
      '28/05/2024',
    ];
    const donor = [
      'Lakshmi Narayana',
      'ABCDE1234F',
      '123456789012345',
      '20/05/2026',
      '2025-26',
      'Corpus',
      'Cash',
      'Section 80G',
    ];
    for (const field of [...fields, ...donor]) expect(text).toContain(field);
  });

  it("is in the donor's language with the English beside", async () => {
    const pdf = await certificatePdf(certificate('te'), settings);
    expect(actualTexts(pdf).join(' ')).toContain('విరాళం సర్టిఫికెట్');
    expect(latin(pdf)).toContain('Permanent Account Number (1): ABCDE1234F');
    expect(latin(pdf)).toContain('Certificate of donation, Form No. 10BE');
  });
});
