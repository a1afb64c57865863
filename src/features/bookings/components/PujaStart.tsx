import type { BookingRow } from '../repo.ts';
import { startLine, type PujaRow } from '#src/features/pujas/index.ts';

/** On the booking's page: when to come, for an in-person booking still to be performed. */
export function PujaStart({
  lang,
  booking,
  puja,
}: {
  lang: 'en' | 'te';
  booking: Pick<BookingRow, 'attendance' | 'puja_day' | 'status'>;
  puja: PujaRow | undefined;
}) {
  if (booking.attendance !== 'in-person' || !['pending', 'confirmed'].includes(booking.status)) return null;
  const line = startLine(puja, booking.puja_day, lang);
  return line ? <p className="puja-time">{line}</p> : null;
}
