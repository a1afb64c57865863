import QRCode from 'qrcode';
import { paiseToDecimal } from './money.ts';

export interface Payee {
  upiId: string;
  payeeName: string;
}

/**
 * The UPI deep link of the NPCI linking specification: payee address and name, the amount with
 * two decimals in INR, a note and the donation's reference as the transaction reference, so the
 * bank statement names the donation.
 */
export function upiLink(
  payee: Payee,
  donation: { reference: string; amount_paise: number },
  note = `Donation ${donation.reference}`,
): string {
  const params = [
    ['pa', payee.upiId],
    ['pn', payee.payeeName],
    ['am', paiseToDecimal(donation.amount_paise)],
    ['cu', 'INR'],
    ['tn', note],
    ['tr', donation.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v!)}`).join('&')}`;
}

/** The link as an inline SVG QR code, drawn on the server: nothing to download, no network. */
export async function qrSvg(text: string, title: string): Promise<string> {
  const svg = await QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#2a1a10', light: '#ffffff' },
  });
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return svg.replace('<svg ', `<svg role="img" aria-label="${escaped.replace(/"/g, '&quot;')}" `);
}
