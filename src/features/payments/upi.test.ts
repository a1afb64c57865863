import { describe, expect, it } from 'vitest';
import { qrSvg, upiLink } from './upi.ts';

describe('the UPI link', () => {
  it('carries payee, amount with two decimals, INR, a note and the reference', () => {
    const link = upiLink(
      { upiId: 'peetam@examplebank', payeeName: 'Sri Sample Peetam Trust' },
      { reference: 'DN23456789AB', amount_paise: 50_000 },
    );
    expect(link).toBe(
      'upi://pay?pa=peetam%40examplebank&pn=Sri%20Sample%20Peetam%20Trust&am=500.00&cu=INR' +
        '&tn=Donation%20DN23456789AB&tr=DN23456789AB',
    );
  });

  it('draws a labelled SVG QR code without the network', async () => {
    const svg = await qrSvg('upi://pay?pa=a@b', 'UPI "QR"');
    expect(svg).toMatch(/^<svg role="img" aria-label="UPI &quot;QR&quot;" /);
    expect(svg).toContain('<path');
  });
});
