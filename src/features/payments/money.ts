/** Amounts are whole paise everywhere; these helpers only format and convert. */

export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

const formatters = {
  en: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  te: new Intl.NumberFormat('te-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
};

/** ₹1,00,000.00 in the Indian grouping. */
export const formatRupees = (paise: number, lang: 'en' | 'te' = 'en') => formatters[lang].format(paise / 100);

/** A whole-rupee amount as the law and the counter say it: ₹2,00,000. */
export const formatWholeRupees = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** 1234.5 → '1234.50', as UPI links and Razorpay want it. */
export const paiseToDecimal = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  return [tens[Math.floor(n / 10)], ones[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words, Indian style: 'One Lakh Twenty Thousand Five Hundred'. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('a whole number of rupees');
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  if (crore) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** 'Rupees One Thousand Only', or with paise when there are any. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}

/** The date in India, whatever the server's clock zone: receipts and years follow it. */
export function indiaDate(at: Date): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** The Indian financial year (April to March) of a moment: '2026-27'. */
export function financialYear(at: Date): string {
  const { year, month } = indiaDate(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day ('YYYY-MM-DD', India) of a financial year named '2026-27'. */
export function financialYearBounds(fy: string): { from: string; to: string } | undefined {
  const match = fy.match(/^(\d{4})-(\d{2})$/);
  if (!match) return undefined;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return undefined;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The current financial year and the ones before it, newest first. */
export function recentFinancialYears(now: Date, count: number): string[] {
  const start = Number(financialYear(now).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}
