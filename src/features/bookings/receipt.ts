import type { Settings } from '#src/features/settings/index.ts';
import { isLang, type Lang, type T } from '#src/i18n/index.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { formatRupees } from '#src/features/payments/index.ts';
import { receiptDocumentPdf, type ReceiptDocument } from '#src/features/payments/service.ts';
import { amountLines, openingLines, paymentLines } from '#src/features/payments/service.ts';
import { receiptTexts, type ReceiptLine } from '#src/features/payments/service.ts';
import { type PujaRow, startTimeOn } from '#src/features/pujas/index.ts';
import type { BookingRow } from './repo.ts';
import { createT } from '#src/i18n/index.ts';
import { addressLine, addressOf, devoteeLine, devoteesOf, pujaName } from './view.ts';
import { calendarFile, type CalendarEntry } from '#src/server/calendar-entry.ts';
import { declarationLines } from '#src/features/citizenship/service.ts';

/** The receipt series of puja bookings: 'PJ/2026-27/0001', apart from the donations' numbers. */
export const bookingReceiptSeries = 'PJ/';

const langOf = (b: BookingRow): Lang => (isLang(b.lang) ? b.lang : 'en');

/**
 * The receipt's lines in the devotee's language (the one they booked in); a Telugu receipt has
 * the English beside.
 */
export function bookingReceiptLines(b: BookingRow, puja: PujaRow | undefined, settings: Settings, lang = langOf(b)) {
  const { t, en, line } = receiptTexts(lang);
  const towards = (tr: T, name: string | undefined, dayLang: Lang) => {
    const day = formatOnDay(b.puja_day, dayLang);
    return tr('booking.receipt.pujaOn', { puja: name ?? tr('booking.view.puja'), day });
  };
  const pujaOn = {
    text: towards(t, puja && pujaName(puja, lang), lang),
    english: lang === 'te' ? towards(en, puja?.name_en, 'en') : undefined,
  };
  const lines: ReceiptLine[] = [...openingLines(b, lang)];
  lines.push(line('booking.receipt.from', b.name), line('booking.receipt.towards', pujaOn));
  const devotees = devoteesOf(b).map((d) => devoteeLine(d, lang));
  // A booking made at the counter names only the devotee who paid: no empty line of devotees.
  if (devotees.length > 0) lines.push(line('booking.receipt.devotees', devotees.join('; ')));
  lines.push(line('booking.receipt.price', formatRupees(b.price_paise, lang)));
  if (b.shipping_paise > 0) lines.push(line('booking.receipt.shipping', formatRupees(b.shipping_paise, lang)));
  lines.push(...amountLines(b.total_paise, lang), ...paymentLines(b, settings, lang));
  const address = addressOf(b);
  if (address) lines.push(line('booking.receipt.postTo', addressLine(address, lang)));
  lines.push(...declarationLines(b, lang));
  return lines;
}

/** The receipt as a document: the PDF draws it, the counter's print page shows it on A5 or a receipt roll. */
export function bookingReceiptDocument(b: BookingRow, puja: PujaRow | undefined, settings: Settings): ReceiptDocument {
  const lang = langOf(b);
  const { t, both } = receiptTexts(lang);
  return {
    lang,
    title: t('booking.receipt.title', { receipt: b.receipt_number ?? '' }),
    heading: both('booking.receipt.heading'),
    lines: bookingReceiptLines(b, puja, settings, lang),
    notes: [both('booking.receipt.note'), both('payments.receipt.electronic')],
  };
}

export function bookingReceiptPdf(b: BookingRow, puja: PujaRow | undefined, settings: Settings): Promise<Uint8Array> {
  return receiptDocumentPdf(settings, bookingReceiptDocument(b, puja, settings));
}

/**
 * The puja's day as a calendar entry, in the devotee's language: from its start time for the
 * whole of its duration when one is set for that weekday and the devotee comes, else the whole day.
 */
export function bookingCalendar(
  b: BookingRow,
  puja: PujaRow | undefined,
  options: { host: string; lang: 'en' | 'te'; location: string; pageUrl: string; days?: string[] },
): string {
  // A seva's days are one calendar with an event each; a single booking keeps its one event's id.
  const days = options.days ?? [b.puja_day];
  return calendarFile(days.map((day) => entryOn(b, puja, options, day, days.length > 1)));
}

function entryOn(
  b: BookingRow,
  puja: PujaRow | undefined,
  options: { host: string; lang: 'en' | 'te'; location: string; pageUrl: string },
  day: string,
  ofSeries: boolean,
): CalendarEntry {
  const start = puja && b.attendance === 'in-person' ? startTimeOn(puja, day) : undefined;
  return {
    uid: `booking-${b.reference}${ofSeries ? `-${day}` : ''}@${options.host}`,
    host: options.host,
    day,
    start,
    minutes: puja?.duration_minutes,
    title: puja ? pujaName(puja, options.lang) : 'Puja',
    // The devotees under a heading, their stars in the booking's language: the entry reads as the mails do.
    description: [
      `${createT(options.lang)('booking.view.devotees')}:`,
      ...devoteesOf(b).map((dv) => devoteeLine(dv, options.lang)),
    ].join('\n'),
    url: options.pageUrl,
    location: options.location,
  };
}
