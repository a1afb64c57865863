import { localePath, type Lang, type T } from '#src/i18n/index.ts';
import { formatOnDay } from '#src/i18n/dates.ts';
import { formatWholeRupees } from '#src/features/payments/index.ts';
import type { BookingRow } from '#src/features/bookings/service.ts';
import { type PujaRow, pujaName } from '#src/features/pujas/index.ts';

interface Props {
  t: T;
  lang: Lang;
  booking: BookingRow;
  puja: PujaRow | undefined;
}

/** What the office just booked: the booking's number, its receipt number and the print links. */
export function CounterBooked({ t, lang, booking: b, puja }: Props) {
  const print = `${localePath(lang, '/admin/counter/receipt')}?reference=${b.reference}`;
  const vars = {
    puja: puja ? pujaName(puja, lang) : '',
    day: formatOnDay(b.puja_day, lang),
    name: b.name,
    amount: formatWholeRupees(b.total_paise / 100),
    receipt: b.receipt_number ?? '',
    reference: b.reference,
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the outcome of the booking just recorded
    <section className="counter-recorded" role="status" aria-labelledby="counter-booked-text" tabIndex={-1} autoFocus>
      <p id="counter-booked-text">
        <strong>{t('counter.booking.recorded', vars)}</strong>
      </p>
      {b.email && <p>{t('counter.recordedMail', { email: b.email })}</p>}
      <p className="counter-recorded__links">
        <a className="button" href={`${print}&paper=a5`}>
          {t('counter.printA5')}
        </a>
        <a className="button" href={`${print}&paper=roll`}>
          {t('counter.printRoll')}
        </a>
      </p>
    </section>
  );
}
