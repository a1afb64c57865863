import type { Settings } from '#src/features/settings/index.ts';
import { createT, type Lang, type T, type Vars, runtimeKey } from '#src/i18n/index.ts';
import { amountInWords, formatRupees } from './money.ts';
import { teluguAmountInWords } from './telugu-words.ts';
import { receiptDate, type Bilingual, type ReceiptDocument } from './receipt-document.ts';

export type ReceiptLine = ReceiptDocument['lines'][number];

/** What every receipt needs to say how it was paid. */
export interface PaidRecord {
  method: 'upi' | 'razorpay' | 'counter';
  /** How a counter gift was paid, and its UTR, cheque or card slip (gifts and bookings). */
  pay_mode?: string | null;
  pay_details?: string | null;
  utr: string | null;
  gateway_payment_id: string | null;
  reference: string;
  receipt_number: string | null;
  paid_at: string | null;
  created_at: string;
}

/**
 * The dictionary texts of a receipt in its language; `both` adds the English beside a Telugu text,
 * which the Income Tax office reads on a Telugu receipt.
 */
export function receiptTexts(lang: Lang) {
  const t = createT(lang);
  const en = createT('en');
  const both = (key: string, vars?: Vars): Bilingual => {
    return { text: t(key, vars), english: lang === 'te' ? en(key, vars) : undefined };
  };
  const line = (key: string, value: Bilingual | string): ReceiptLine => {
    return { label: both(key), value: typeof value === 'string' ? { text: value } : value };
  };
  return { t, en, both, line };
}

/** The amount in words: in Telugu with the English beside it, or in English. */
export const amountWords = (paise: number, lang: Lang): Bilingual =>
  lang === 'te' ? { text: teluguAmountInWords(paise), english: amountInWords(paise) } : { text: amountInWords(paise) };

function paymentText(paid: PaidRecord, t: T): string {
  if (paid.method === 'counter') {
    const vars = { details: paid.pay_details ?? '', reference: paid.reference };
    return t(runtimeKey(`payments.receipt.counter.${paid.pay_mode}`), vars);
  }
  return paid.method === 'upi'
    ? t('payments.receipt.upi', { utr: paid.utr ?? t('payments.receipt.utrMissing'), reference: paid.reference })
    : t('payments.receipt.razorpay', { id: paid.gateway_payment_id ?? '', reference: paid.reference });
}

/** The receipt's number and date, its first lines. */
export function openingLines(paid: PaidRecord, lang: Lang): ReceiptLine[] {
  const { line } = receiptTexts(lang);
  const date = receiptDate(paid.paid_at ?? paid.created_at);
  return [line('payments.receipt.number', paid.receipt_number ?? ''), line('payments.receipt.date', date)];
}

/** The amount, in figures and words. */
export function amountLines(paise: number, lang: Lang): ReceiptLine[] {
  const { line } = receiptTexts(lang);
  const words = amountWords(paise, lang);
  return [line('payments.receipt.amount', formatRupees(paise, lang)), line('payments.receipt.amountInWords', words)];
}

/** How it was paid, and the trust's PAN. */
export function paymentLines(paid: PaidRecord, settings: Settings, lang: Lang): ReceiptLine[] {
  const { t, line } = receiptTexts(lang);
  const trustPan = settings.payment.trustPan;
  return [line('payments.receipt.payment', paymentText(paid, t)), line('payments.receipt.trustPan', trustPan)];
}

/** A receipt's lines as an e-mail gives them: 'Label: value', in the receipt's language only. */
export const linesAsText = (lines: ReceiptLine[]) => {
  return lines.map(({ label, value }) => `${label.text}: ${value.text}`).join('\n');
};
