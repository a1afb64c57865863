import type { Settings } from '#src/features/settings/sections/index.ts';
import { amountInWords, formatRupees } from '#src/features/payments/money.ts';
import { receiptDate, receiptDocumentPdf } from '#src/features/payments/receipt-document.ts';
import type { PujaRow } from './catalogue.ts';
import type { BookingRow } from './repo.ts';
import { createT } from '#src/i18n/index.ts';
import { addressOf, devoteeLine, devoteesOf } from './view.ts';
import { calendarFile } from '#src/server/calendar-entry.ts';
import { startTimeOn } from './start-times.ts';

/** The receipt series of puja bookings: 'PJ/2026-27/0001', apart from the donations' numbers. */
export const bookingReceiptSeries = 'PJ/';

const paymentOf = (b: BookingRow) =>
  b.method === 'upi' ? `UPI UTR ${b.utr ?? '(not given)'}, ref. ${b.reference}` : `Razorpay payment ${b.gateway_payment_id ?? ''}, ref. ${b.reference}`;

/** The receipt's lines, in English as the trust's accounts are kept; shared by the PDF and the e-mail. */
export function bookingReceiptLines(b: BookingRow, puja: PujaRow | undefined, settings: Settings): Array<[string, string]> {
  const lines: Array<[string, string]> = [
    ['Receipt number', b.receipt_number ?? ''],
    ['Date', receiptDate(b.paid_at ?? b.created_at)],
    ['Received from', b.name],
    ['Towards', `${puja?.name_en ?? 'Puja'} on ${receiptDate(`${b.puja_day}T06:00:00+05:30`)}`],
    [
      'Devotees',
      devoteesOf(b)
        .map((d) => `${d.name} (${d.gotram}, ${d.nakshatram})`)
        .join('; '),
    ],
    ['Puja', formatRupees(b.price_paise)],
  ];
  if (b.shipping_paise > 0) lines.push(['Prasadam posting', formatRupees(b.shipping_paise)]);
  lines.push(['Amount', formatRupees(b.total_paise)], ['Amount in words', amountInWords(b.total_paise)], ['Payment', paymentOf(b)], ['Trust PAN', settings.payment.trustPan]);
  const address = addressOf(b);
  if (address) lines.push(['Prasadam to', [address.address, address.town, address.district, address.state, address.pin].join(', ')]);
  return lines;
}

export function bookingReceiptPdf(b: BookingRow, puja: PujaRow | undefined, settings: Settings): Promise<Uint8Array> {
  return receiptDocumentPdf(settings, {
    title: `Puja booking receipt ${b.receipt_number}`,
    heading: 'Puja booking receipt',
    lines: bookingReceiptLines(b, puja, settings),
    notes: ['The puja is performed as requested; its fruit rests with divine grace.', 'This receipt was issued electronically and needs no signature.'],
  });
}

/**
 * The puja's day as a calendar entry, in the devotee's language: from its start time for the
 * whole of its duration when one is set for that weekday and the devotee comes, else the whole day.
 */
export function bookingCalendar(b: BookingRow, puja: PujaRow | undefined, options: { host: string; lang: 'en' | 'te'; location: string; pageUrl: string }): string {
  const start = puja && b.attendance === 'in-person' ? startTimeOn(puja, b.puja_day) : undefined;
  return calendarFile({
    uid: `booking-${b.reference}@${options.host}`,
    host: options.host,
    day: b.puja_day,
    start,
    minutes: puja?.duration_minutes,
    title: (options.lang === 'te' ? puja?.name_te : puja?.name_en) ?? 'Puja',
    // The devotees under a heading, their stars in the booking's language: the entry reads as the mails do.
    description: [`${createT(options.lang)('booking.view.devotees')}:`, ...devoteesOf(b).map((dv) => devoteeLine(dv, options.lang))].join('\n'),
    url: options.pageUrl,
    location: options.location,
  });
}
