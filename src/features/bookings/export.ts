import { spreadsheetCsv } from '#src/server/csv.ts';
import { paiseToDecimal } from '#src/features/payments/index.ts';
import type { PujaRow } from '#src/features/pujas/index.ts';
import type { BookingRow } from './repo.ts';
import { addressOf, devoteesOf } from './view.ts';

export const bookingColumns = [
  'Date',
  'Puja',
  'Reference',
  'Status',
  'Attendance',
  'Devotees (name, gotram, nakshatram, rasi)',
  'Sankalpam',
  'Contact',
  'E-mail',
  'Phone',
  'Prasadam address',
  'Total (INR)',
  'Receipt',
  'Courier',
  'Tracking',
] as const;

/** The bookings as a spreadsheet for the office; text that a spreadsheet would run is neutralised. */
export function bookingsCsv(rows: BookingRow[], pujas: PujaRow[]): string {
  const names = new Map(pujas.map((p) => [p.id, p.name_en]));
  return spreadsheetCsv([
    bookingColumns,
    ...rows.map((b) => {
      const address = addressOf(b);
      return [
        b.puja_day,
        names.get(b.puja_id) ?? '',
        b.reference,
        b.status,
        b.attendance,
        devoteesOf(b)
          .map((d) => [d.name, d.gotram, d.nakshatram, d.rasi].filter(Boolean).join(', '))
          .join(' | '),
        b.sankalpam,
        b.name,
        b.email,
        b.phone,
        address ? [address.address, address.town, address.district, address.state, address.pin].join(', ') : '',
        paiseToDecimal(b.total_paise),
        b.receipt_number ?? '',
        b.courier ?? '',
        b.tracking ?? '',
      ];
    }),
  ]);
}
